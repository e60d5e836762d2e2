"""The learning libraries stay optional: the engine imports without them, and the adapters
say which extra to install."""
import subprocess
import sys

import pytest

PROBE = """
import sys
for name in ("pyspiel", "pettingzoo", "numpy", "gymnasium"):
    sys.modules[name] = None          # as if not installed
from mesogames import encoding, registry
for name in registry.names():
    encoding.of(name)
try:
    import mesogames.{module}
except ImportError as error:
    print(error)
"""


@pytest.mark.parametrize("module", ["openspiel", "pettingzoo"])
def test_without_the_extra_the_adapter_names_it(module):
    out = subprocess.run([sys.executable, "-c", PROBE.format(module=module)],
                         capture_output=True, text=True, check=True).stdout
    assert "pip install 'mesowidgets[rl]'" in out and module in out
