/**
 * {@code georc serve}: chain scoring over HTTP for reward pipelines and callers in any language.
 * {@link org.georc.bench.serve.ScoreServer} is the server (callable from Java); {@link
 * org.georc.bench.serve.PairBatcher} scores the pairs of concurrent requests together in batches;
 * {@link org.georc.bench.serve.ScoreService} turns request bodies into scores and rewards. The
 * contract is docs/SERVE.md.
 */
package org.georc.bench.serve;
