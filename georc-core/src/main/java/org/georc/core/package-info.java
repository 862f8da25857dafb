/**
 * GeoRC core: the exceptions every georc module throws ({@link org.georc.core.GeorcException} and
 * its subclasses) and the helpers that word their messages ({@link org.georc.core.Redactor},
 * {@link org.georc.core.IoErrors}).
 *
 * <p>The module's API, the packages it exports to everyone:
 * <ul>
 *   <li>{@code org.georc.core}: this package;</li>
 *   <li>{@code org.georc.core.chain}: reasoning chains and how chain text is read;</li>
 *   <li>{@code org.georc.core.result}: what a judge returns (scores, alignments, provenance);</li>
 *   <li>{@code org.georc.core.scoring}: {@code ChainScorer}, the in-memory scoring entry point;</li>
 *   <li>{@code org.georc.core.spi}: the judge and model service-provider interfaces;</li>
 *   <li>{@code org.georc.core.scorefile}: score rows read back, and the settings fingerprint;</li>
 *   <li>{@code org.georc.core.gtpred}: GTPred answers, their scorer and summary;</li>
 *   <li>{@code org.georc.core.report}: leaderboards and the GTPred and agreement tables.</li>
 * </ul>
 *
 * <p>Internal, exported only to georc's own library modules ({@code org.georc.judges},
 * {@code org.georc.benchmark}) and free to change: {@code baseline}, {@code categories},
 * {@code folder} (the released GeoRC layout), {@code inputs}, {@code json}, {@code output},
 * {@code pairs} (scoring runs), {@code place}, {@code records} and {@code run} (the ordered runner
 * and the resumable store). Data flows one way: parse, judge, metrics, report.
 */
package org.georc.core;
