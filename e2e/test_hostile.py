"""Hostile input in the page: the content policy holds, and markup smuggled in through
links or storage is shown as text, never run."""

import json

import pytest

from conftest import open_site, ply

PAYLOAD = '<img src=x onerror="window.__xss=1">'


@pytest.mark.allow_console_errors
def test_content_policy_blocks_inline_script(page, base_url):
    open_site(page, base_url, "/")
    policy = page.get_attribute('meta[http-equiv="Content-Security-Policy"]', "content")
    assert "default-src 'self'" in policy and "http" not in policy
    violations = page.evaluate("""() => new Promise((resolve) => {
      document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective));
      const s = document.createElement('script');
      s.textContent = 'window.__inline = 1';
      document.body.append(s);
      setTimeout(() => resolve(null), 2000);
    })""")
    assert violations and violations.startswith("script-src")
    assert page.evaluate("window.__inline") is None


def test_markup_in_links_is_text(page, base_url):
    from urllib.parse import quote
    fragments = [
        f"/{quote(PAYLOAD)}?v=1",
        f"/boxilies?v=1&s=1&board={quote(PAYLOAD)}",
        f"/boxilies?v=1&s=1&m={quote(PAYLOAD)}",
        f"/soulaween?v=1&s=1&{quote(PAYLOAD)}=1",
    ]
    for fragment in fragments:
        open_site(page, base_url, fragment)
        assert page.locator("#notice").is_visible()
        assert page.evaluate("window.__xss") is None
        assert page.locator("#notice img, #app img[src='x']").count() == 0
        page.goto("about:blank")


def test_markup_in_storage_is_text(page, base_url):
    save = json.dumps({"v": 1, "link": "/boxilies?v=1&s=1&m=1aN-a1", "players": ["human", PAYLOAD]})
    page.add_init_script(f"""
      if (!sessionStorage.getItem('seeded')) {{
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('spielkiste:lang', {json.dumps(PAYLOAD)});
        localStorage.setItem('spielkiste:theme', {json.dumps(PAYLOAD)});
        localStorage.setItem('spielkiste:save:iye', {json.dumps(save)});
      }}""")
    open_site(page, base_url, "/")
    assert page.evaluate("window.__xss") is None
    assert page.evaluate("document.documentElement.lang") in ("de", "en")
    assert page.locator("img[src='x']").count() == 0
    page.goto(base_url + "#/boxilies")
    page.wait_for_selector("svg.board.boxilies")
    assert ply(page) == 0
