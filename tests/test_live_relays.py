"""live-relays.json (issue 29), the one place that names the live game's relays, and the
page's content policy, which must let the page reach exactly those (and only when a live
room is opened: js/live.mjs; the e2e tests prove the rest of the site contacts no host)."""

import json
import pathlib
import re
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parents[1]


def config():
    return json.loads((ROOT / "live-relays.json").read_text())


def connect_sources():
    html = (ROOT / "index.html").read_text()
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html)
    if policy is None:
        raise AssertionError("index.html has no content policy")
    rules = dict((part.split()[0], part.split()[1:]) for part in policy.group(1).split(";") if part.strip())
    return rules["connect-src"]


def test_relays_are_secure_websocket_trackers_and_ice_servers_are_stun():
    data = config()
    assert data["appId"] == "spielkiste"
    assert len(data["relays"]) >= 3  # Trystero spreads the room over several: one down is no failure
    for url in data["relays"]:
        parts = urllib.parse.urlsplit(url)
        assert parts.scheme == "wss" and parts.hostname, url
    for server in data["iceServers"]:
        assert set(server) == {"urls"} and server["urls"].startswith("stun:"), server  # no TURN credentials here


def test_the_content_policy_allows_the_site_and_exactly_the_relays():
    relays = {urllib.parse.urlsplit(url)._replace(path="").geturl() for url in config()["relays"]}
    sources = connect_sources()
    assert sources[0] == "'self'"
    assert set(sources[1:]) == relays
