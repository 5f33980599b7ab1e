"""The Boxilies designer in the real page: draw a 2x2 board, give each player two
one-arrow stones, save it, play it, share the link, open it and play to the end."""

from playwright.sync_api import expect

from conftest import open_site, ply


def designer_ready(page):
    page.wait_for_selector('#designer[aria-labelledby="designer-title"]')


def click(page, act):
    page.locator(f'#designer [data-act="{act}"]').click()


def test_design_share_and_play_a_2x2_board(page, base_url, new_page):
    open_site(page, base_url, "/boxilies/designer")
    designer_ready(page)
    play = page.locator("#designer-play")
    expect(play).to_be_enabled()  # the 3x3 design to start from is playable

    # keyboard: the grid is one tab stop; arrows move, Enter switches a cell
    page.locator('#designer .boxilies-dcell[tabindex="0"]').focus()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "b5"
    page.keyboard.press("Enter")
    expect(page.locator('#designer [data-act="designer:cell:1:4"]')).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "b5"
    expect(page.locator("#designer-board-help")).to_contain_text("10 cells")

    # an empty board with one one-arrow stone each: explained, not playable
    click(page, "designer:preset:empty")
    expect(play).to_be_disabled()
    expect(page.locator("#designer-problems")).to_contain_text("needs at least 2 cells")

    for f, r in ((0, 0), (1, 0), (0, 1), (1, 1)):
        click(page, f"designer:cell:{f}:{r}")
    expect(page.locator('#designer [data-act="designer:cell:1:1"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#designer-problems")).to_contain_text("4 cells but the players have 2 stones in all")
    expect(play).to_be_disabled()

    # a second one-arrow stone for each player makes it playable
    click(page, "designer:add:0")
    click(page, "designer:add:1")
    expect(page.locator('#designer [data-field="arrow:1:1:0"]')).to_have_value("1")
    expect(play).to_be_enabled()
    expect(page.locator("#designer-problems")).to_contain_text("can be played")

    # an arrow too many is explained next to the stone, and fixed again
    page.locator('#designer [data-field="arrow:0:0:1"]').select_option("5")
    stone = page.locator('#designer .boxilies-dstone[data-p="0"][data-k="0"]')
    expect(stone).to_contain_text("has 6 arrows in all")
    expect(play).to_be_disabled()
    page.locator('#designer [data-field="arrow:0:0:1"]').select_option("0")
    expect(play).to_be_enabled()

    # user text: a name with markup stays text
    name = page.locator('#designer [data-field="name:0:0"]')
    name.fill("Bär <b>&</b>")
    assert page.locator("#designer b").count() == 0

    # save on the device, under a name
    page.locator("#designer-save-name").fill("Mini 2x2")
    click(page, "designer:save")
    expect(page.locator("#designer .boxilies-dsaved")).to_contain_text("Mini 2x2")

    # play it: the link carries the design
    play.click()
    page.wait_for_selector("svg.board.boxilies")
    assert "board=custom" in page.url and "design=" in page.url
    assert page.locator('#board svg.board [role="gridcell"]').count() == 4
    page.locator("#btn-share").click()
    link = page.locator("#shareinput").input_value()
    assert link.startswith(base_url + "#/boxilies?v=1&") and "design=DDAAAA~" in link

    # open the shared link elsewhere and play it to the end by clicking
    other = new_page()
    other.goto(link)
    other.wait_for_selector('html[data-ready="true"]', timeout=90_000)
    expect(other.locator("#controls .boxilies-tray.p0 .boxilies-stone-name").first).to_have_text("Bär <b>&</b>")
    assert other.locator("#board b, #controls b, #players b").count() == 0
    for n in range(4):
        other.locator('#controls button[data-act^="stone:"]').first.click()
        other.locator('#board .cell.empty[data-act^="cell:"]').first.click()
        other.wait_for_function(f"document.documentElement.dataset.ply === '{n + 1}'")
    assert other.get_attribute("html", "data-over") == "true"
    result = other.locator("#result h3").inner_text()
    assert "wins" in result or "Draw" in result
    assert ply(other) == 4
    other.close()

    # the saved design is offered again in the designer
    page.goto(base_url + "#/boxilies/designer")
    designer_ready(page)
    click(page, "designer:preset:3x3")
    page.locator('#designer [data-act="designer:load:0"]').click()
    expect(page.locator('#designer .boxilies-dcell[aria-pressed="true"]')).to_have_count(4)
    expect(page.locator('#designer [data-field="name:0:0"]')).to_have_value("Bär <b>&</b>")


def test_damaged_design_link_is_explained(page, base_url):
    open_site(page, base_url, "/boxilies?v=1&s=1&board=custom&design=DDAAAA~1000~1000")
    notice = page.locator("#notice")
    assert notice.is_visible()
    assert "could never fill up" in notice.inner_text()
    page.goto(base_url + "#/boxilies/designer?design=nonsense")
    designer_ready(page)
    expect(page.locator("#designer-message")).to_contain_text("could not be read")
    expect(page.locator('#designer .boxilies-dcell[aria-pressed="true"]')).to_have_count(9)
