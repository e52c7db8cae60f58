import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

import jolt  # noqa: E402


def sim_available() -> bool:
    try:
        jolt.Engine("sim", **sim_config()).close()
        return True
    except jolt.JoltError:
        return False


def sim_config() -> dict:
    """The engine configuration the co-simulated RTL was built for."""
    return dict(capacity=1024, index_slots=2048)


@pytest.fixture(params=["soft", "sim"])
def driver(request) -> str:
    if request.param == "sim" and not sim_available():
        pytest.skip("the sim engine's library is not built (make cosim)")
    return request.param


@pytest.fixture(params=["posix", "dpdk"])
def env(request):
    if not jolt.Env.available(request.param):
        pytest.skip(f"the {request.param} env is not built")
    e = jolt.Env(request.param)
    yield e
    e.close()
