"""Model-based test of the jolt filesystem: hypothesis drives random
sequences of namespace operations (create and write, truncate, punch,
mkdir, rmdir, unlink, link, symlink, rename with NOREPLACE and EXCHANGE,
xattrs, chmod) against jolt and against an in-memory reference model of
POSIX semantics, with random commits, unmounts and remounts. Every
operation must give the model's result or the model's errno; after every
step the whole tree (names, types, modes, sizes, data, xattrs, link
counts, and every inode's paths from its parent pointers) must equal the
model's; after every commit and remount both levels of fsck must be
clean."""
from __future__ import annotations

import errno
import os
from typing import Optional

import hypothesis.strategies as st
from hypothesis import HealthCheck, settings
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

import jolt.fs as J

NAMES = ("a", "b", "c", "d")
DANGLING = "/nowhere/x"          # symlink target: never exists, parent neither

paths = st.lists(st.sampled_from(NAMES), min_size=1, max_size=3).map(lambda l: "/" + "/".join(l))
xnames = st.sampled_from(["user.k0", "user.k1", "user.k2", "trusted.t"])
xvalues = st.one_of(st.binary(max_size=40), st.binary(min_size=300, max_size=3000),
                    st.just(b"\x5a" * 65536))


class Node:
    def __init__(self, kind: str, mode: int) -> None:
        self.kind = kind                  # "f", "d", "l"
        self.mode = mode
        self.data = bytearray()
        self.children: dict[str, Node] = {}
        self.xattrs: dict[str, bytes] = {}
        self.ino = 0


class Fail(Exception):
    def __init__(self, err: int) -> None:
        super().__init__(errno.errorcode.get(err, err))
        self.errno = err


class Model:
    def __init__(self) -> None:
        self.root = Node("d", 0o755)
        self.root.ino = J.ROOT_INO

    def parent_of(self, path: str) -> tuple[Node, str, Optional[Node]]:
        """(directory, last name, the node or None), or Fail: jolt's walk."""
        parts = path.strip("/").split("/")
        cur = self.root
        for p in parts[:-1]:
            nxt = cur.children.get(p)
            if nxt is None:
                raise Fail(errno.ENOENT)
            if nxt.kind == "l":
                raise Fail(errno.ENOENT)    # followed: its target does not exist
            if nxt.kind != "d":
                raise Fail(errno.ENOTDIR)
            cur = nxt
        return cur, parts[-1], cur.children.get(parts[-1])

    def follow(self, node: Optional[Node]) -> Node:
        if node is None or node.kind == "l":
            raise Fail(errno.ENOENT)
        return node

    def contains(self, top: Node, node: Node) -> bool:
        if top is node:
            return True
        return any(c.kind == "d" and self.contains(c, node) for c in top.children.values())

    def links(self) -> dict[int, list[str]]:
        out: dict[int, list[str]] = {}

        def walk(d: Node, path: str) -> None:
            for name, c in d.children.items():
                p = f"{path}/{name}"
                out.setdefault(id(c), []).append(p)
                if c.kind == "d":
                    walk(c, p)
        walk(self.root, "")
        return out


def expect(fn, model_fn) -> None:  # type: ignore[no-untyped-def]
    """Runs the model; then jolt must fail with the same errno, or succeed."""
    try:
        want = None
        model_fn()
    except Fail as f:
        want = f.errno
    try:
        fn()
        got = None
    except OSError as e:
        got = e.errno
    assert got == want, f"jolt gave {errno.errorcode.get(got or 0, got)}, the model " \
                        f"{errno.errorcode.get(want or 0, want)}"


class FSMachine(RuleBasedStateMachine):
    parent_ptrs = True
    nodesize = 4096

    def __init__(self) -> None:
        super().__init__()
        self.dev = J.Device("mem", size=64 << 20, block_size=512)
        J.mkfs(self.dev, parent_ptrs=self.parent_ptrs, nodesize=self.nodesize, sectorsize=512,
               journal_bytes=2 << 20)
        self.fs = J.FS(self.dev)
        self.m = Model()

    def teardown(self) -> None:
        self.fsck()
        self.fs.unmount()
        r = J.check_dev(self.dev)
        assert r.problems == 0, r.messages
        self.dev.close()

    def fsck(self) -> None:
        r = self.fs.check()
        assert r.problems == 0, r.messages

    def path(self, data: st.DataObject) -> str:
        """Mostly a path that exists or could be created (under an existing
        directory), sometimes any path at all."""
        links = self.m.links()
        existing = sorted(p for ps in links.values() for p in ps)
        dirs = [""] + sorted(p for p in existing if self.m.parent_of(p)[2].kind == "d")
        choice = data.draw(st.integers(0, 9))
        if choice < 5 and existing:
            return data.draw(st.sampled_from(existing))
        if choice < 9:
            return data.draw(st.sampled_from(dirs)) + "/" + data.draw(st.sampled_from(NAMES))
        return data.draw(paths)

    @initialize(files=st.lists(st.tuples(paths, st.booleans()), max_size=8))
    def populate(self, files: list[tuple[str, bool]]) -> None:
        """A starting tree: the directories on the way, and files."""
        for path, data in files:
            parts = path.strip("/").split("/")
            for i in range(1, len(parts)):
                d = "/" + "/".join(parts[:i])
                node = self.m.parent_of(d)[2] if self._walkable(d) else None
                if node is None and self._walkable(d):
                    self.fs.mkdir(d)
                    n = Node("d", 0o755)
                    parent, name, _ = self.m.parent_of(d)
                    parent.children[name] = n
                    n.ino = self.fs.path_ino(d)
            if self._walkable(path) and self.m.parent_of(path)[2] is None:
                body = bytes(range(256)) * 20 if data else b""
                self.fs.write_file(path, body)
                n = Node("f", 0o644)
                n.data.extend(body)
                parent, name, _ = self.m.parent_of(path)
                parent.children[name] = n
                n.ino = self.fs.path_ino(path)

    def _walkable(self, path: str) -> bool:
        try:
            self.m.parent_of(path)
            return True
        except Fail:
            return False

    # ---- operations
    @rule(d=st.data(), data=st.binary(max_size=3000), off=st.integers(0, 12000),
          small=st.booleans())
    def write(self, d: st.DataObject, data: bytes, off: int, small: bool) -> None:
        path = self.path(d)
        if small:
            off = min(off, 200)
        created: list[Node] = []

        def model() -> None:
            d, name, n = self.m.parent_of(path)
            if n is not None and n.kind == "d":
                raise Fail(errno.EISDIR)
            if n is not None and n.kind == "l":
                raise Fail(errno.ENOENT)
            if n is None:
                n = Node("f", 0o644)
                d.children[name] = n
                created.append(n)
            if data:
                if off + len(data) > len(n.data):
                    n.data.extend(bytes(off + len(data) - len(n.data)))
                n.data[off:off + len(data)] = data

        def real() -> None:
            with self.fs.open(path, J.O_CREAT | J.O_WRONLY, 0o644) as f:
                if data:
                    assert f.pwrite(data, off) == len(data)
        expect(real, model)
        for n in created:
            n.ino = self.fs.path_ino(path)

    @rule(d=st.data(), size=st.integers(0, 20000))
    def truncate(self, d: st.DataObject, size: int) -> None:
        path = self.path(d)
        def model() -> None:
            n = self.m.follow(self.m.parent_of(path)[2])
            if n.kind == "d":
                raise Fail(errno.EISDIR)
            if size < len(n.data):
                del n.data[size:]
            else:
                n.data.extend(bytes(size - len(n.data)))
        expect(lambda: self.fs.truncate(path, size), model)

    @rule(d=st.data(), off=st.integers(0, 15000), length=st.integers(1, 9000),
          punch=st.booleans())
    def fallocate(self, d: st.DataObject, off: int, length: int, punch: bool) -> None:
        path = self.path(d)
        def model() -> None:
            n = self.m.follow(self.m.parent_of(path)[2])
            if n.kind == "d":
                raise Fail(errno.EISDIR)
            if punch:
                end = min(off + length, len(n.data))
                if off < end:
                    n.data[off:end] = bytes(end - off)
            elif off + length > len(n.data):
                n.data.extend(bytes(off + length - len(n.data)))

        def real() -> None:
            with self.fs.open(path, J.O_WRONLY) as f:
                f.fallocate(J.FALLOC_PUNCH_HOLE | J.FALLOC_KEEP_SIZE if punch else 0, off, length)
        expect(real, model)

    @rule(d=st.data())
    def mkdir(self, d: st.DataObject) -> None:
        path = self.path(d)
        created: list[Node] = []

        def model() -> None:
            d, name, n = self.m.parent_of(path)
            if n is not None:
                raise Fail(errno.EEXIST)
            n = Node("d", 0o755)
            d.children[name] = n
            created.append(n)
        expect(lambda: self.fs.mkdir(path), model)
        for n in created:
            n.ino = self.fs.path_ino(path)

    @rule(d=st.data())
    def symlink(self, d: st.DataObject) -> None:
        path = self.path(d)
        created: list[Node] = []

        def model() -> None:
            d, name, n = self.m.parent_of(path)
            if n is not None:
                raise Fail(errno.EEXIST)
            n = Node("l", 0o777)
            d.children[name] = n
            created.append(n)
        expect(lambda: self.fs.symlink(DANGLING, path), model)
        for n in created:
            n.ino = self.fs.path_ino(path)

    @rule(d=st.data())
    def rmdir(self, d: st.DataObject) -> None:
        path = self.path(d)
        def model() -> None:
            d, name, n = self.m.parent_of(path)
            if n is None:
                raise Fail(errno.ENOENT)
            if n.kind != "d":
                raise Fail(errno.ENOTDIR)
            if n.children:
                raise Fail(errno.ENOTEMPTY)
            del d.children[name]
        expect(lambda: self.fs.rmdir(path), model)

    @rule(d=st.data())
    def unlink(self, d: st.DataObject) -> None:
        path = self.path(d)
        def model() -> None:
            d, name, n = self.m.parent_of(path)
            if n is None:
                raise Fail(errno.ENOENT)
            if n.kind == "d":
                raise Fail(errno.EISDIR)
            del d.children[name]
        expect(lambda: self.fs.unlink(path), model)

    @rule(d=st.data())
    def link(self, d: st.DataObject) -> None:
        old, new = self.path(d), self.path(d)
        def model() -> None:
            n = self.m.parent_of(old)[2]
            if n is None:
                raise Fail(errno.ENOENT)
            d, name, t = self.m.parent_of(new)
            if t is not None:
                raise Fail(errno.EEXIST)
            if n.kind == "d":
                raise Fail(errno.EPERM)
            d.children[name] = n
        expect(lambda: self.fs.link(old, new), model)

    @rule(d=st.data(), flags=st.sampled_from([0, 0, J.RENAME_NOREPLACE, J.RENAME_EXCHANGE]))
    def rename(self, d: st.DataObject, flags: int) -> None:
        old, new = self.path(d), self.path(d)
        def model() -> None:
            od, oname, src = self.m.parent_of(old)
            nd, nname, dst = self.m.parent_of(new)
            if src is None:
                raise Fail(errno.ENOENT)
            if dst is None and flags == J.RENAME_EXCHANGE:
                raise Fail(errno.ENOENT)
            if dst is src:
                return
            if dst is not None and flags == J.RENAME_NOREPLACE:
                raise Fail(errno.EEXIST)
            if src.kind == "d" and od is not nd and self.m.contains(src, nd):
                raise Fail(errno.EINVAL)
            if flags == J.RENAME_EXCHANGE:
                assert dst is not None
                if dst.kind == "d" and od is not nd and self.m.contains(dst, od):
                    raise Fail(errno.EINVAL)
                od.children[oname], nd.children[nname] = dst, src
                return
            if dst is not None:
                if src.kind == "d" and dst.kind != "d":
                    raise Fail(errno.ENOTDIR)
                if src.kind != "d" and dst.kind == "d":
                    raise Fail(errno.EISDIR)
                if dst.kind == "d" and dst.children:
                    raise Fail(errno.ENOTEMPTY)
            del od.children[oname]
            nd.children[nname] = src
        expect(lambda: self.fs.rename(old, new, flags), model)

    @rule(d=st.data(), name=xnames, value=xvalues)
    def setxattr(self, d: st.DataObject, name: str, value: bytes) -> None:
        path = self.path(d)
        def model() -> None:
            n = self.m.follow(self.m.parent_of(path)[2])
            n.xattrs[name] = value
        expect(lambda: self.fs.setxattr(path, name, value), model)

    @rule(d=st.data(), name=xnames)
    def removexattr(self, d: st.DataObject, name: str) -> None:
        path = self.path(d)
        def model() -> None:
            n = self.m.follow(self.m.parent_of(path)[2])
            if name not in n.xattrs:
                raise Fail(errno.ENODATA)
            del n.xattrs[name]
        expect(lambda: self.fs.removexattr(path, name), model)

    @rule(d=st.data(), mode=st.integers(0, 0o7777))
    def chmod(self, d: st.DataObject, mode: int) -> None:
        path = self.path(d)
        def model() -> None:
            self.m.follow(self.m.parent_of(path)[2]).mode = mode
        expect(lambda: self.fs.chmod(path, mode), model)

    @rule()
    def commit(self) -> None:
        self.fs.sync()
        self.fsck()

    @rule()
    def remount(self) -> None:
        self.fsck()
        self.fs.unmount()
        r = J.check_dev(self.dev)
        assert r.problems == 0, r.messages
        self.fs = J.FS(self.dev)

    # ---- the whole tree against the model
    @invariant()
    def same_tree(self) -> None:
        links = self.m.links()
        seen: set[int] = set()

        def walk(d: Node, path: str) -> None:
            assert sorted(self.fs.listdir(path or "/")) == sorted(d.children), path
            subdirs = 0
            for name, n in d.children.items():
                p = f"{path}/{name}"
                s = self.fs.lstat(p)
                assert s.ino == n.ino, p
                if n.kind == "d":
                    subdirs += 1
                    assert s.type == J.S_IFDIR and s.nlink == 2 + sum(
                        c.kind == "d" for c in n.children.values()), p
                    walk(n, p)
                elif n.kind == "f":
                    assert s.type == J.S_IFREG and s.size == len(n.data), p
                    if id(n) not in seen:
                        assert self.fs.read_file(p) == bytes(n.data), p
                elif n.kind == "l":
                    assert s.type == J.S_IFLNK and self.fs.readlink(p) == DANGLING
                if n.kind != "l":
                    assert s.perm == n.mode, p
                    if id(n) not in seen:
                        assert sorted(self.fs.listxattr(p)) == sorted(n.xattrs), p
                        for k, v in n.xattrs.items():
                            assert self.fs.getxattr(p, k) == v, (p, k)
                if n.kind != "d":
                    assert s.nlink == len(links[id(n)]), p
                if self.parent_ptrs and id(n) not in seen:
                    assert sorted(self.fs.paths(n.ino)) == sorted(links[id(n)]), p
                seen.add(id(n))
        walk(self.m.root, "")


# JOLT_FS_MODEL_EXAMPLES=500 for a longer run by hand.
EXAMPLES = int(os.environ.get("JOLT_FS_MODEL_EXAMPLES", "30"))
SLOW = [HealthCheck.too_slow, HealthCheck.data_too_large]

TestFS = FSMachine.TestCase
TestFS.settings = settings(max_examples=EXAMPLES, stateful_step_count=40, deadline=None,
                           suppress_health_check=SLOW)


class FSMachineSmallNodesNoParents(FSMachine):
    parent_ptrs = False
    nodesize = 2048


TestFSSmallNodesNoParents = FSMachineSmallNodesNoParents.TestCase
TestFSSmallNodesNoParents.settings = settings(max_examples=max(1, EXAMPLES // 2),
                                              stateful_step_count=40, deadline=None,
                                              suppress_health_check=SLOW)
