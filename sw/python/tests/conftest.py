import os
import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

import jolt  # noqa: E402


COSIM_LIB = pathlib.Path(os.environ.get(
    "JOLT_COSIM_LIB", pathlib.Path(__file__).resolve().parents[3] / "build" / "cosim" / "libjolt_cosim.so"))


def sim_available() -> bool:
    """The sim driver's library is built. Whether it opens is for the test
    to find out: a library that is there and fails is a failure, not a skip."""
    return COSIM_LIB.exists()


def require_sim() -> None:
    """Skips, with the reason, when the sim driver's library is not built."""
    if not sim_available():
        pytest.skip(f"the sim engine's library {COSIM_LIB} is not built (make cosim)")


def sim_config() -> dict:
    """The engine configuration the co-simulated RTL was built for."""
    return dict(capacity=1024, index_slots=2048)


@pytest.fixture(params=["soft", "sim"])
def driver(request) -> str:
    if request.param == "sim":
        require_sim()
    return request.param


@pytest.fixture(params=["posix", "dpdk"])
def env(request):
    if not jolt.Env.available(request.param):
        pytest.skip(f"the {request.param} env is not built (lib{request.param} not found by meson)")
    e = jolt.Env(request.param)
    yield e
    e.close()
