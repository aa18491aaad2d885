#!/usr/bin/env python3
"""{{starter-counting-title}}: `bloomlab grade counting -- python3 filter.py`.

{{starter-counting-intro}}
"""

import hashlib
import sys

# {{starter-counting-max}}
COUNTER_MAX = 15


class Filter:
    """{{starter-counting-py-filter}}"""

    def __init__(self, m, k):
        self.m = m
        self.k = k
        # {{starter-counting-py-cells}}
        self.counters = bytearray((m + 1) // 2)

    def counter(self, i):
        """{{starter-counting-py-counter}}"""
        raise NotImplementedError("{{starter-counting-py-todo-counter}}")

    def set_counter(self, i, value):
        """{{starter-counting-set-counter}}"""
        raise NotImplementedError("{{starter-counting-todo-set-counter}}")

    def positions(self, key):
        """{{starter-counting-py-positions}}
        """
        raise NotImplementedError("{{starter-todo-positions}}")

    def add(self, key):
        """{{starter-counting-add}}
        """
        raise NotImplementedError("{{starter-todo-add}}")

    def remove(self, key):
        """{{starter-counting-remove}}
        """
        raise NotImplementedError("{{starter-todo-remove}}")

    def has(self, key):
        """{{starter-counting-has}}"""
        raise NotImplementedError("{{starter-todo-has}}")

    def bits(self):
        """{{starter-counting-bits}}"""
        return len(self.counters) * 8


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
        elif command == "remove":
            filt.remove(bytes.fromhex(words[1]))
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
