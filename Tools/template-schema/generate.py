#!/usr/bin/env python3
"""Writes schema/template.schema.json from schema/scene.schema.json.

A template may put a parameter reference ({"param": "name"}) wherever a value goes, and a
string holding {name} wherever a string goes, even one the scene schema limits to a pattern
or a list of words. This script makes that schema: every value schema (a number, integer,
boolean or string, a list of words, a constant) becomes "the value, or a reference, or (for
strings) an interpolated string". `oneOf` becomes `anyOf`, since a reference may match
several branches. The `if` side of conditionals is left as it is: it only tells node kinds
apart.

Run from the package root: python3 Tools/template-schema/generate.py
A test checks that the committed file is this script's output.
"""
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VALUE_TYPES = {"number", "integer", "boolean", "string"}


def is_value_schema(schema):
    if not isinstance(schema, dict):
        return False
    if "enum" in schema or "const" in schema:
        return True
    kinds = schema.get("type")
    kinds = set(kinds) if isinstance(kinds, list) else {kinds}
    return bool(kinds & VALUE_TYPES)


def takes_strings(schema):
    kinds = schema.get("type")
    kinds = set(kinds) if isinstance(kinds, list) else {kinds}
    words = schema.get("enum", []) + ([schema["const"]] if "const" in schema else [])
    return "string" in kinds or any(isinstance(word, str) for word in words)


def bindable(schema):
    inner = {key: value for key, value in schema.items() if key != "description"}
    choices = [transform(inner, wrap_here=False), {"$ref": "#/$defs/parameterReference"}]
    if takes_strings(schema):
        choices.append({"$ref": "#/$defs/interpolatedString"})
    wrapped = {"anyOf": choices}
    if "description" in schema:
        wrapped = {"description": schema["description"], **wrapped}
    return wrapped


def transform(schema, wrap_here=True):
    if isinstance(schema, list):
        return [transform(element) for element in schema]
    if not isinstance(schema, dict):
        return schema
    if wrap_here and is_value_schema(schema):
        return bindable(schema)
    result = {}
    for key, value in schema.items():
        if key in ("if", "enum", "const", "default", "examples", "required"):
            result[key] = value
        elif key == "oneOf":
            result["anyOf"] = transform(value)
        elif key in ("properties", "$defs", "patternProperties"):
            result[key] = {name: transform(child) for name, child in value.items()}
        else:
            result[key] = transform(value)
    return result


def main():
    scene = json.loads((ROOT / "schema/scene.schema.json").read_text())
    definitions = scene["$defs"]
    kept = {name: definitions[name] for name in ("parameters", "parameter", "parameterReference", "interpolatedString")}
    template = transform({key: value for key, value in scene.items() if key != "$defs"})
    template["$defs"] = {name: (kept[name] if name in kept else transform(value)) for name, value in definitions.items()}
    template["title"] = "Scene template"
    template["description"] = (
        "A scene with declared params: wherever a value goes, a {\"param\": \"name\"} reference, and "
        "wherever a string goes, a string with {name} in it. Generated from scene.schema.json by "
        "Tools/template-schema/generate.py."
    )
    template["required"] = scene["required"] + ["params"]
    text = json.dumps(template, indent=2, ensure_ascii=False) + "\n"
    out = ROOT / "schema/template.schema.json"
    if len(sys.argv) > 1 and sys.argv[1] == "--stdout":
        sys.stdout.write(text)
    else:
        out.write_text(text)


if __name__ == "__main__":
    main()
