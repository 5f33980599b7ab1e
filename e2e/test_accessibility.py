"""axe-core (WCAG 2.0/2.1/2.2 A and AA, plus the experimental label-content-name-mismatch)
on every screen: the picker (and its saved games), each game new, mid-game (with its log)
and at the end (the result, then its review), each game's lesson, the Solstis hand-over,
the designer, the rules pages, each game's new-game dialog and the QR dialog — in the
light and the dark theme, at 1280×800 and 360×740. Any violation fails, printed with its
rule, node and summary (for color-contrast the summary carries the measured ratio). Each
screen is shot to e2e-screenshots/<theme>-<screen>-<size>.png.

axe is injected into a context that bypasses the page's content policy (the test's, never
the site's: the CSP itself stays as strict as it is)."""

import json

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from test_screen_layout import phases

import spielkiste
from conftest import ROOT, open_site
from ui.saves import record_of

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
SHOTS = ROOT / "e2e-screenshots"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
RUN = """async (tags) => {
  const result = await axe.run(document, {
    runOnly: {type: 'tag', values: tags},
    rules: {'label-content-name-mismatch': {enabled: true}},
    resultTypes: ['violations'],
  });
  return result.violations.map(v => ({
    rule: v.id,
    nodes: v.nodes.map(n => ({target: n.target.join(' '), summary: n.failureSummary,
                              html: n.html.slice(0, 160)})),
  }));
}"""


def screens():
    """(name, hash to open, what to do there) for every screen the test visits."""
    out = [("picker", "/", None)]
    for gid in spielkiste.GAMES:
        links = phases(gid)
        out.append((f"{gid}-new", links["start"], "handover"))
        out.append((f"{gid}-mid", links["mid"], "handover"))
        out.append((f"{gid}-dialog", links["start"], "dialog"))
        out.append((f"{gid}-rules", f"/{gid}/rules", "rules"))
        out.append((f"{gid}-end", links["end"], None))  # the result
        out.append((f"{gid}-review", links["end"], "review"))  # the same page: its review
        out.append((f"{gid}-lesson", f"/{gid}/learn", "learn"))
    out.append(("solstis-handover", phases("solstis")["mid"], None))
    out.append(("qr", phases("boxilies")["mid"], "qr"))
    out.append(("designer", "/boxilies/designer", "designer"))
    out.append(("saved-games", "/", "saved"))  # the picker again, with the games saved on the way
    return out


def saved_games():
    """Two saves for the picker's list: a game under way against the computer and one
    finished (opened links are saved only once a move is made there)."""
    out = {}
    for n, (gid, phase) in enumerate((("boxilies", "mid"), ("iye", "end"))):
        m = spielkiste.match_from_link(phases(gid)[phase])
        save_id = f"axe0000{n}"
        record = {"v": 2, "game": gid, "id": save_id, "rev": 1, "created": 1764000000 + n, "time": 1764000000 + n,
                  **record_of(m, ("human", "ai:strong"))}
        out[f"spielkiste:save:{gid}:{save_id}"] = json.dumps(record)
    return out


def visit(page, link, action):
    if action == "saved":
        page.evaluate("(s) => { for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v); }", saved_games())
    page.evaluate("(l) => { location.hash = l; }", link)
    try:
        page.wait_for_function("(l) => location.hash.slice(1).startsWith(l)", arg=link)
    except PlaywrightTimeout:
        raise AssertionError(f"the address stayed {page.evaluate('location.hash')!r}, not {link!r}") from None
    if action == "rules":
        page.wait_for_selector('#rules-text[aria-busy="false"]')
        return
    if action == "designer":
        page.wait_for_selector('html[data-designer="ready"]')
        return
    if action == "learn":
        page.wait_for_selector('.lesson-panel[data-step="1"]')
        return
    if link == "/":
        page.wait_for_selector(".picker .saved-games" if action == "saved" else ".picker")
        return
    page.wait_for_selector(":is(#board svg.board, #btn-handover) >> visible=true")
    if action in ("handover", "dialog") and page.locator("#btn-handover").count():
        page.locator("#btn-handover").click()
        page.wait_for_selector("#board svg.board >> visible=true")
    if action == "dialog":
        page.locator("#btn-new").click()
        page.wait_for_selector("dialog[open] #newgame-form")
    if action == "qr":
        page.locator("#btn-qr").click()
        page.wait_for_selector("dialog[open] #qr-dialog")
    if action == "review":
        page.locator("#btn-review").click()
        page.wait_for_selector("#review-panel")


def close_dialog(page):
    """Esc, then wait until the page has taken the dialog's history entry back (it does
    after the close event, and marks it on html[data-dialog-entry] until that Back
    lands): a next screen set before that Back lands would be undone."""
    if page.locator("dialog[open]").count():
        page.keyboard.press("Escape")
        page.wait_for_selector("dialog[open]", state="detached")
        page.wait_for_function("() => !['open', 'closing'].includes("
                               "document.documentElement.getAttribute('data-dialog-entry'))")


SIZES = {"desktop": (1280, 800), "phone": (360, 740)}


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("size", list(SIZES))
def test_no_axe_violations_on_any_screen(browser, base_url, guard, size, theme):
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height}, bypass_csp=True,
                                  service_workers="block")
    page = guard.attach(context.new_page())
    try:
        page.add_init_script(f"localStorage.setItem('spielkiste:theme', '{theme}');"
                             "localStorage.setItem('spielkiste:lang', 'en');"
                             "localStorage.setItem('spielkiste:played:soulaween', '1');")
        open_site(page, base_url, "/")
        page.add_script_tag(path=str(AXE))
        found = {}
        for name, link, action in screens():
            visit(page, link, action)
            violations = page.evaluate(RUN, TAGS)
            if violations:
                found[name] = violations
            SHOTS.mkdir(exist_ok=True)  # every screen in both themes, for people to look at
            page.screenshot(path=str(SHOTS / f"{theme}-{name}-{width}x{height}.png"))
            close_dialog(page)
        report = []
        for name, violations in found.items():
            for v in violations:
                for node in v["nodes"][:6]:
                    report.append(f"{name}: {v['rule']} at {node['target']}: {node['summary']} [{node['html']}]")
        assert not report, f"{len(report)} axe findings ({size}, {theme}):\n" + "\n".join(report[:80])
    finally:
        context.close()
