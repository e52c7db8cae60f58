"""An independent, deliberately naive statement of docs/log-format.md
section 2 (what a checkpoint holds, in what order), used as the oracle of
the property tests. It knows nothing of records or bytes."""
from __future__ import annotations

import dataclasses

import jolt

ITEM, TX_END, PUSH = jolt.ITEM, jolt.TX_END, jolt.PUSH
MAX_PAYLOAD = jolt.lib.JOLT_MAX_PAYLOAD
SHIFT = jolt.lib.JOLT_ITEM_CLASS_SHIFT
OBJECT, INTENT, DONE, CONTROL = (jolt.lib.JOLT_CLASS_OBJECT, jolt.lib.JOLT_CLASS_INTENT, jolt.lib.JOLT_CLASS_DONE,
                                 jolt.lib.JOLT_CLASS_CONTROL)


@dataclasses.dataclass
class Entry:
    type: int
    key: int
    payload: bytes
    dead: bool = False


def slot(key: int, group: int, slots: int) -> int:
    b = slots.bit_length() - 1
    h = 0
    while key:
        h ^= key & (slots - 1)
        key >>= b
    return h ^ (group << (b - 1))


def checkpoints(entries, capacity: int = 1024, index_slots: int = 2048,
                max_tx_items: int = 256) -> tuple[list[list[tuple[int, int, bytes]]], dict]:
    """The live items of every non-empty checkpoint, in order, and counters."""
    out: list[list[tuple[int, int, bytes]]] = []
    table: list[Entry] = []
    index: dict[int, tuple[int, int, int]] = {}  # slot -> (key, class, entry)
    tx = 0
    ctr = dict(items_in=0, relogs=0, whiteouts=0, evictions=0, errors=0, auto_pushes=0)

    def push() -> None:
        nonlocal table, index
        if table:
            out.append([(e.type, e.key, e.payload) for e in table if not e.dead])
        table, index = [], {}

    for op, ty, key, payload in entries:
        if op == ITEM:
            cls = ty >> SHIFT
            if ty == 0 or cls == CONTROL or len(payload) > MAX_PAYLOAD or tx >= max_tx_items:
                ctr["errors"] += 1
                continue
            tx += 1
            ctr["items_in"] += 1
            s = slot(key, 0 if cls == OBJECT else 1, index_slots)
            held = index.get(s)
            if held and held[0] == key and cls == DONE and held[1] == INTENT:
                table[held[2]].dead = True
                del index[s]
                ctr["whiteouts"] += 1
                continue
            if held and held[0] == key and held[1] == cls:
                table[held[2]].dead = True
                ctr["relogs"] += 1
            elif held:
                ctr["evictions"] += 1
            table.append(Entry(ty, key, payload))
            index[s] = (key, cls, len(table) - 1)
        elif op == TX_END:
            tx = 0
            if len(table) + max_tx_items > capacity:
                ctr["auto_pushes"] += 1
                push()
        elif op == PUSH:
            tx = 0
            push()
    return out, ctr
