#!/bin/sh
# Rewrites what is generated from the rules' descriptions: the rule table and reference of
# docs/rules.md and the rule ids of the config schema. Run after adding or changing a rule, then
# read the diff.
set -eu
cd "$(dirname "$0")/.."
ROUTEGEN_UPDATE_DOCS=1 swift test --filter RuleDocumentationTests
