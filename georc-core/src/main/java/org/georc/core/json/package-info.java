/**
 * The one JSON codec of georc: JSON Lines reading with {@code file:line:column} errors and no
 * library noise ({@link org.georc.core.json.JsonLines}), and typed field access on one line
 * ({@link org.georc.core.json.JsonRecord}) that names the missing field and the fields present.
 */
package org.georc.core.json;
