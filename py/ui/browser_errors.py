"""The exceptions a call into the browser really raises, so the page catches those and a
bug in our own code still surfaces.

In Pyodide a JavaScript error (storage refused or full, a fetch that failed, a promise
rejected by the user) arrives as `pyodide.ffi.JsException`; an API this browser lacks as
AttributeError; one it has with another signature as TypeError; a failed download that
our code turns into an error as OSError. Under CPython (the unit tests) there is no
Pyodide, and `JsException` is a stand-in that the tests' fake browser raises.
"""

try:
    from pyodide.ffi import JsException
except ImportError:  # CPython: the unit tests

    class JsException(Exception):  # type: ignore[no-redef]
        """CPython's stand-in for pyodide.ffi.JsException (raised by the tests' fake browser)."""


BROWSER_ERRORS: tuple[type[Exception], ...] = (JsException, AttributeError, TypeError, OSError)
