/**
 * GeoRC core: reasoning chains ({@code chain}), the scoring entry point and results
 * ({@code score}), the service-provider interfaces judges and models implement ({@code spi}),
 * dataset I/O ({@code io}) and GTPred answer parsing ({@code gtpred}). Data flows one way:
 * parse, judge, metrics, report.
 */
package org.georc.core;
