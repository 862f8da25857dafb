/** Pure scoring functions. */
package org.georc.metrics;
