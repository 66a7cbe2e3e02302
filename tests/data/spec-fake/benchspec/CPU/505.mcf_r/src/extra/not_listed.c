/* Fake benchmark source (tests/data/spec-fake): not in object.pm's @sources, so the build
 * script must not compile it; it does not compile on purpose. */
#error "not a source of 505.mcf_r: object.pm does not list it"
