"""A rules page's table of contents (issue 25): built from the page's own section headings
(<h3>) when the page is shown, so every page has one and it follows the page's sections
without a list kept by hand. Pure (no DOM), tested under CPython.

The links are in-page: the app handles them (`ui:toc:<id>`) by moving the focus to the
heading, so the URL fragment, which is the app's route, stays as it is."""

import re

from .games.base import esc

HEADING = re.compile(r"<h3(?P<attrs>[^>]*)>(?P<body>.*?)</h3>", re.S)
ID = re.compile(r'\bid="(?P<id>[^"]+)"')
TAG = re.compile(r"<[^>]+>")
ID_PREFIX = "rules-s"  # ids given to headings that have none
MIN_ENTRIES = 2  # a page of one section needs no contents


def with_toc(html, title):
    """`html` with an id on every section heading and, after the page's title (<h2>),
    a list of links to them named `title`; unchanged if it has fewer than two sections."""
    entries = []

    def mark(m):
        attrs, body = m["attrs"], m["body"]
        found = ID.search(attrs)
        ident = found["id"] if found else f"{ID_PREFIX}{len(entries) + 1}"
        if not found:
            attrs = f' id="{ident}"' + attrs
        if "tabindex" not in attrs:
            attrs += ' tabindex="-1"'  # a link moves the focus here
        entries.append((ident, " ".join(TAG.sub("", body).split())))  # the heading's text, still escaped
        return f"<h3{attrs}>{body}</h3>"

    marked = HEADING.sub(mark, html)
    if len(entries) < MIN_ENTRIES:
        return html
    items = "".join(f'<li><a href="#{esc(i)}" data-act="ui:toc:{esc(i)}">{text}</a></li>' for i, text in entries)
    nav = f'<nav class="rules-toc" aria-label="{esc(title)}"><ol>{items}</ol></nav>'
    end = marked.find("</h2>")
    if end < 0:
        return nav + marked
    end += len("</h2>")
    return marked[:end] + nav + marked[end:]
