#!/usr/bin/env python3
"""Random constraint systems solved by kiwisolver (the C++ Kiwi solver), for PanelLayout's agreement test.

Each system is a list of operations: add a constraint (with whether Kiwi accepts it), remove one, change a
constant, add an edit variable, suggest a value, remove an edit variable, and checkpoints with every
variable's value. Every variable has a stay constraint of random weak strength and every strength carries
a random weight, so the optimum is unique and any correct solver must reach the same values.

The expected state at each step is computed with a fresh Kiwi solver holding the accepted constraints and
the edit variables with their current suggestions, so the reference never depends on Kiwi's state after it
rejected a constraint.

usage: kiwi_reference.py [--systems N] [--seed S]   (JSON on standard output)
"""
import argparse
import json
import random
import sys

try:
    import kiwisolver as kiwi
except ImportError:
    sys.stderr.write("kiwi_reference.py: kiwisolver is not installed for %s; run `make python-deps`\n" % sys.executable)
    sys.exit(3)

RELATIONS = ["le", "eq", "ge"]


def strength(rng):
    tier = rng.random()
    w = rng.uniform(0.5, 5.0)
    if tier < 0.4:
        return kiwi.strength.required
    if tier < 0.6:
        return kiwi.strength.create(w, 0, 0)
    if tier < 0.8:
        return kiwi.strength.create(0, w, 0)
    return kiwi.strength.create(0, 0, w)


def make_constraint(variables, spec):
    expr = spec["constant"]
    for (v, c) in spec["terms"]:
        expr = expr + c * variables[v]
    rel = spec["relation"]
    if rel == "le":
        cn = expr <= 0
    elif rel == "ge":
        cn = expr >= 0
    else:
        cn = expr == 0
    return cn | spec["strength"]


def build(n, specs, accepted, edits):
    """A fresh solver with the accepted constraints and the edit variables at their suggestions."""
    variables = [kiwi.Variable("v%d" % i) for i in range(n)]
    solver = kiwi.Solver()
    for k in accepted:
        solver.addConstraint(make_constraint(variables, specs[k]))
    for v, (s, value) in edits.items():
        solver.addEditVariable(variables[v], s)
        solver.suggestValue(variables[v], value)
    return solver, variables


def accepts(n, specs, accepted, edits, spec):
    solver, variables = build(n, specs, accepted, edits)
    try:
        solver.addConstraint(make_constraint(variables, spec))
        return True
    except kiwi.UnsatisfiableConstraint:
        return False


def check(n, specs, accepted, edits):
    solver, variables = build(n, specs, accepted, edits)
    solver.updateVariables()
    return {"op": "check", "values": [v.value() for v in variables]}


def random_spec(rng, n):
    k = rng.choice([1, 2, 2, 3, 3])
    vs = rng.sample(range(n), min(k, n))
    terms = []
    for v in vs:
        c = rng.choice([1.0, -1.0, 2.0, -2.0, 0.5, -0.5, rng.uniform(-3, 3)])
        terms.append([v, c])
    return {"terms": terms, "constant": rng.uniform(-150, 150), "relation": rng.choice(RELATIONS),
            "strength": strength(rng)}


def conflicting_spec(rng, spec):
    """The same terms as a required constraint, pushed past it (often unsatisfiable, sometimes not)."""
    shift = rng.uniform(1, 60)
    flipped = {"le": "ge", "ge": "le", "eq": rng.choice(["eq", "le", "ge"])}[spec["relation"]]
    constant = spec["constant"] + (shift if rng.random() < 0.5 else -shift)
    return {"terms": [list(t) for t in spec["terms"]], "constant": constant, "relation": flipped,
            "strength": kiwi.strength.required}


def system(rng):
    n = rng.randint(3, 12)
    ops = []
    specs = []
    accepted = []
    edits = {}

    def add(spec):
        k = len(specs)
        specs.append(spec)
        ok = accepts(n, specs, accepted, edits, spec)
        if ok:
            accepted.append(k)
        op = {"op": "add", "id": k, "accepted": ok}
        op.update(spec)
        ops.append(op)

    # Stays: every variable near a value, at a weak strength of its own.
    for v in range(n):
        add({"terms": [[v, 1.0]], "constant": -rng.uniform(-100, 200), "relation": "eq",
             "strength": kiwi.strength.create(0, 0, rng.uniform(0.5, 2.0))})
    stays = n
    for _ in range(rng.randint(3, 3 * n)):
        required = [k for k in accepted if specs[k]["strength"] >= kiwi.strength.required]
        if required and rng.random() < 0.15:
            add(conflicting_spec(rng, specs[rng.choice(required)]))
        else:
            add(random_spec(rng, n))
    ops.append(check(n, specs, accepted, edits))

    for _ in range(rng.randint(1, 4)):
        action = rng.random()
        if action < 0.35:
            # Edit variables and a few rounds of suggestions (the drag).
            free = [v for v in range(n) if v not in edits]
            for v in rng.sample(free, min(len(free), rng.randint(1, 3))):
                s = rng.choice([kiwi.strength.create(rng.uniform(0.5, 3), 0, 0),
                                kiwi.strength.create(0, rng.uniform(0.5, 3), 0)])
                edits[v] = (s, 0.0)
                ops.append({"op": "addEdit", "var": v, "strength": s})
            for _ in range(rng.randint(1, 4)):
                for v in list(edits):
                    value = rng.uniform(-200, 300)
                    edits[v] = (edits[v][0], value)
                    ops.append({"op": "suggest", "var": v, "value": value})
                ops.append(check(n, specs, accepted, edits))
        elif action < 0.55 and edits:
            v = rng.choice(list(edits))
            del edits[v]
            ops.append({"op": "removeEdit", "var": v})
            ops.append(check(n, specs, accepted, edits))
        elif action < 0.8:
            # Remove some constraints (never the stays).
            removable = [k for k in accepted if k >= stays]
            for k in rng.sample(removable, min(len(removable), rng.randint(1, 3))):
                accepted.remove(k)
                ops.append({"op": "remove", "id": k})
            for _ in range(rng.randint(0, 3)):
                add(random_spec(rng, n))
            ops.append(check(n, specs, accepted, edits))
        else:
            # Change constants in place; a required one that would contradict the others keeps its old one.
            movable = [k for k in accepted if k >= stays]
            for k in rng.sample(movable, min(len(movable), rng.randint(1, 3))):
                new = specs[k]["constant"] + rng.choice([rng.uniform(-20, 20), rng.uniform(-300, 300)])
                spec = dict(specs[k])
                spec["constant"] = new
                others = [j for j in accepted if j != k]
                ok = accepts(n, specs, others, edits, spec)
                if ok:
                    specs[k] = spec
                ops.append({"op": "setConstant", "id": k, "constant": new, "accepted": ok})
            ops.append(check(n, specs, accepted, edits))
    return {"variables": n, "ops": ops}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--systems", type=int, default=240)
    p.add_argument("--seed", type=int, default=20240516)
    a = p.parse_args()
    rng = random.Random(a.seed)
    out = {"kiwisolver": kiwi.__version__, "seed": a.seed, "systems": [system(rng) for _ in range(a.systems)]}
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
