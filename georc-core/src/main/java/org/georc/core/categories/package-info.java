/**
 * Scene-attribute categories of chain statements (GeoRC section 2.3): the {@link
 * org.georc.core.categories.Category} list, the {@link org.georc.core.categories.Categoriser}
 * SPI, the resumable per-statement output ({@link org.georc.core.categories.CategoryRun}) and
 * its reader ({@link org.georc.core.categories.CategoryRows}).
 */
package org.georc.core.categories;
