"""`import mesowidgets` works on a bare install without Jupyter's server (tornado is not a
dependency): tornado is imported only where a kernel's event loop takes an answer back."""
import subprocess
import sys
import textwrap

BLOCKED = textwrap.dedent("""
    import sys

    class NoTornado:
        def find_spec(self, name, path=None, target=None):
            if name == "tornado" or name.startswith("tornado."):
                raise ImportError("tornado is not installed here")
            return None

    sys.meta_path.insert(0, NoTornado())
    import mesowidgets
    from mesogames import tyrus
    from mesowidgets import TyrusWidget
    from mesowidgets.table import Table
    w = TyrusWidget(seed=2, first="beige", bots={1: "random"})
    w.play(w.game.legal_actions()[0])
    assert len(w.game.history) == 2, w.game.history
    assert not any(m == "tornado" or m.startswith("tornado.") for m in sys.modules)
    print("ok")
""")


def test_mesowidgets_imports_and_plays_with_tornado_blocked():
    done = subprocess.run([sys.executable, "-c", BLOCKED], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "ok"
