#!/usr/bin/env python3
"""Prints the functions of one program that ran, from callgrind outputs: the list lld's
--symbol-ordering-file takes. Each is printed once, sorted by name: lld puts them all
together, and their order among themselves matters little next to that, so a list recorded
again differs only by the functions that came or went.

    functions.py PROGRAM OUT...

PROGRAM is the path of the program as callgrind recorded it. Names are printed as the
symbol table has them (run callgrind with --demangle=no); recursion markers ('2) are left
out, since they name no symbol.
"""
import re
import sys

RECORD = re.compile(r"^(c?)(ob|fn)=\((\d+)\)(?: (.*))?$")


def functions(program, path):
    """The program's functions in `path`, in the order callgrind wrote them."""
    objects, names, current, found = {}, {}, None, []
    with open(path, errors="replace") as output:
        for line in output:
            match = RECORD.match(line.rstrip("\n"))
            if not match:
                continue
            called, kind, number, name = match.groups()
            table = objects if kind == "ob" else names
            if name is not None:
                table[number] = name
            if called:
                continue
            if kind == "ob":
                current = objects[number]
            elif current == program and "'" not in names[number]:
                found.append(names[number])
    return found


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    program, outputs = sys.argv[1], sys.argv[2:]
    seen = set()
    for path in outputs:
        seen.update(functions(program, path))
    if not seen:
        sys.exit(f"no function of {program} in {', '.join(outputs)}")
    sys.stdout.write("".join(name + "\n" for name in sorted(seen)))


if __name__ == "__main__":
    main()
