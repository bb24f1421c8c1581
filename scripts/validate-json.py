#!/usr/bin/env python3
"""Validates JSON or YAML documents against a JSON Schema (the schema's own draft).

Usage: validate-json.py SCHEMA DOCUMENT...  (a .yml/.yaml document is read as YAML)
Exit status: 0 all valid, 1 some document invalid (each error printed), 3 jsonschema or PyYAML missing.
The tests run it; the schemas are routegen's own (docs/schemas) and SARIF's (Tests/Schemas).
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("python3 module jsonschema is missing: pip install jsonschema (or apt-get install python3-jsonschema)", file=sys.stderr)
    sys.exit(3)


def load(path):
    with open(path, encoding="utf-8") as handle:
        if path.endswith((".yml", ".yaml")):
            try:
                import yaml
            except ImportError:
                print("python3 module yaml is missing: pip install pyyaml (or apt-get install python3-yaml)", file=sys.stderr)
                sys.exit(3)
            return yaml.safe_load(handle)
        return json.load(handle)


def main(arguments):
    if len(arguments) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    schema = load(arguments[0])
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    failed = False
    for path in arguments[1:]:
        errors = sorted(validator.iter_errors(load(path)), key=lambda error: list(error.absolute_path))
        for error in errors:
            where = "/".join(str(part) for part in error.absolute_path) or "(root)"
            print(f"{path}: {where}: {error.message}")
        failed = failed or bool(errors)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
