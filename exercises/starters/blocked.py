#!/usr/bin/env python3
"""{{starter-blocked-title}}: `bloomlab grade blocked -- python3 filter.py`.

{{starter-blocked-intro}}
"""

import hashlib
import sys

# {{starter-blocked-cache-line}}
BLOCK_BITS = 512


class Filter:
    """{{starter-blocked-filter}}
    """

    def __init__(self, m, k):
        self.m = m
        self.k = k
        self.blocks = m // BLOCK_BITS
        self.bits_array = bytearray(m // 8)

    def positions(self, key):
        """{{starter-blocked-py-positions}}
        """
        raise NotImplementedError("{{starter-blocked-todo-positions}}")

    def add(self, key):
        """{{starter-blocked-add}}"""
        raise NotImplementedError("{{starter-todo-add}}")

    def has(self, key):
        """{{starter-blocked-has}}"""
        raise NotImplementedError("{{starter-todo-has}}")

    def bits(self):
        """{{starter-bits}}"""
        return len(self.bits_array) * 8


# {{starter-protocol}}
def main():
    out = sys.stdout
    filt = None
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        command = words[0]
        if command == "new":
            filt = Filter(int(words[1]), int(words[2]))
            out.write("ok\n")
        elif command == "add":
            filt.add(bytes.fromhex(words[1]))
        elif command == "has":
            out.write("1\n" if filt.has(bytes.fromhex(words[1])) else "0\n")
        elif command == "bits":
            out.write("%d\n" % filt.bits())
        elif command == "sync":
            out.write("done\n")
            out.flush()
        elif command == "end":
            break


if __name__ == "__main__":
    main()
