import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tools"))

import po_catalog  # noqa: E402

# the UI reads its words from the compiled catalogs (py/ui/locale, build output): compile
# them from locale/*.po before any test imports the UI
po_catalog.write_mo_files(ROOT)
