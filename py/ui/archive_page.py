"""The browser side of "Export my games" and "Import" (issue 30): a download, a file
picked, the report as a notice. The format and the merge are in archive.py (pure,
tested under CPython); this module only touches js, imported lazily."""

from . import archive


def handle(app, name, arg):
    """A `ui:` action of ours (True when handled)."""
    if name == "export":
        export(app)
    elif name == "import":
        node = app.page.q("#import-file")
        if node is not None:
            node.value = ""
            node.click()
    elif name == "delfinished":
        archive.delete_finished(app.saves)
        app.page.clear_notice()
        if app.route and app.route[0] == "picker":
            app.show_picker(focus=False)
    else:
        return False
    return True


def export(app):
    import js
    from pyodide.ffi import create_once_callable, to_js

    text = archive.export_text(app.saves, app.storage, app.saves.clock)
    blob = js.Blob.new(to_js([text]), to_js({"type": "application/json"}, dict_converter=js.Object.fromEntries))
    url = js.URL.createObjectURL(blob)
    link = js.document.createElement("a")
    link.href = url
    link.download = archive.FILE_NAME
    js.document.body.appendChild(link)
    link.click()
    link.remove()
    js.setTimeout(create_once_callable(lambda: js.URL.revokeObjectURL(url)), 1000)


def import_file(app, node):
    """The file input changed: read the file, merge it, say what happened."""
    from pyodide.ffi import create_once_callable

    files = node.files
    if files is None or not files.length:
        return
    file = files.item(0)
    if file.size > archive.MAX_FILE * 4:
        app.page.notice(archive.tr(app.lang, "too_big"))
        return

    def done(text):
        try:
            report = archive.import_text(str(text), app.saves, app.storage)
            kind = "error" if not report.ok or report.skipped or report.failed else "info"
            if app.route and app.route[0] == "picker":
                app.show_picker(focus=False)
            app.page.notice(" ".join(archive.report_text(report, app.lang)), kind=kind)
        except Exception as exc:  # noqa: BLE001 - reported, never lost in a promise
            app.report(exc)

    def failed(_error):
        app.page.notice(archive.tr(app.lang, "not_text"))

    file.text().then(create_once_callable(done), create_once_callable(failed))


def ask_persist(app):
    """Once the player has a saved game, ask the browser once to keep the site's
    storage under pressure (navigator.storage.persist); the reason is the line under
    the saved games (archive.buttons_html), not a notice that could hide another."""
    import js

    if app.storage.get_text("persist-asked") is not None or not app.storage.set_text("persist-asked", "1"):
        return
    storage = getattr(js.navigator, "storage", None)
    if storage is None or not hasattr(storage, "persist"):
        return
    storage.persist()
