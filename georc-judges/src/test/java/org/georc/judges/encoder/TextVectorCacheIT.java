package org.georc.judges.encoder;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.georc.judges.embedding.ClauseReader;
import org.georc.judges.embedding.Gazetteer;
import org.georc.judges.embedding.LexiconFile;
import org.georc.judges.embedding.RuleBasedClauseExtractor;
import org.georc.judges.embedding.WrappingFilter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The text-vector cache on the real MiniLM: what it stores is bitwise what the encoder makes,
 * whatever the batch size, threads, or the session's origin (weights or optimised-model cache),
 * none of which is in its key; and the wrapping filter's verdicts are the same read from it.
 */
class TextVectorCacheIT {
    @TempDir
    Path dir;

    /** The built-in wrapping examples, one statement a line. */
    private static List<String> examples() {
        List<String> out = new ArrayList<>();
        for (LexiconFile.Line l : WrappingFilter.builtInExamples().lines()) {
            if (!l.text().startsWith("[")) {
                out.add(l.text());
            }
        }
        return out;
    }

    private long entries() throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".vectors")).count();
        }
    }

    @Test
    void storedVectorsAreTheEncodersBitsWhateverTheBatchThreadsOrSessionOrigin() throws Exception {
        List<String> texts = examples();
        String sha = WrappingFilter.builtInExamples().contentSha256();
        float[] stored;
        // first process: the session from the weights (the optimised model is written), the vectors encoded and stored
        try (OnnxSentenceEncoder enc = OnnxSentenceEncoder.builder().optimisedModelCache(dir).build()) {
            assertThat(enc.optimisedModelCache()).contains(dir);
            stored = TextVectorCache.encode(enc, "wrapping-examples", sha, texts);
            assertThat(enc.modelRuns()).isPositive();
        }
        assertThat(entries()).isEqualTo(1);
        // a later process: the session from the optimised-model cache, the vectors read
        try (OnnxSentenceEncoder enc = OnnxSentenceEncoder.builder().optimisedModelCache(dir).build()) {
            assertThat(TextVectorCache.encode(enc, "wrapping-examples", sha, texts)).isEqualTo(stored);
            assertThat(enc.modelRuns()).isZero();
            // the same texts encoded now, in other batches and on one thread, are the same bits
            assertThat(enc.encode(texts)).isEqualTo(stored);
        }
        try (OnnxSentenceEncoder plain = OnnxSentenceEncoder.builder().batchSize(7).intraOpThreads(1).build()) {
            assertThat(plain.optimisedModelCache()).isEmpty();
            assertThat(plain.encode(texts)).isEqualTo(stored);
            List<String> reversed = new ArrayList<>(texts);
            java.util.Collections.reverse(reversed);
            float[] r = plain.encode(reversed);
            int d = plain.dimension();
            for (int i = 0; i < texts.size(); i++) {
                int j = texts.size() - 1 - i;
                assertThat(java.util.Arrays.copyOfRange(r, j * d, (j + 1) * d))
                        .isEqualTo(java.util.Arrays.copyOfRange(stored, i * d, (i + 1) * d));
            }
        }
    }

    @Test
    void anEncoderWithoutTheCacheOnlyEncodesAndTheInt8VariantHasItsOwnKey() throws Exception {
        try (OnnxSentenceEncoder plain = OnnxSentenceEncoder.builder().build();
             OnnxSentenceEncoder q = OnnxSentenceEncoder.builder().source(ModelSource.embeddedMiniLmQuantized())
                     .optimisedModelCache(dir).build();
             OnnxSentenceEncoder f = OnnxSentenceEncoder.builder().optimisedModelCache(dir).build()) {
            assertThat(TextVectorCache.encode(plain, "t", "0".repeat(64), List.of("red soil"))).hasSize(384);
            assertThat(entries()).isZero();
            assertThat(q.vectorsKey()).isNotEqualTo(f.vectorsKey()).contains("int8");
            assertThat(f.vectorsKey()).contains(f.weightsSha256().orElseThrow()).contains("max_tokens=256");
        }
    }

    @Test
    void theWrappingFiltersVerdictsAreTheSameReadFromTheCache() throws Exception {
        RuleBasedClauseExtractor x = new RuleBasedClauseExtractor(Gazetteer.defaults(), ClauseReader.defaults());
        List<String> clauses = List.of("the sky is overcast", "white bollards with a black cap",
                "let me zoom in on the sign", "cars drive on the right", "the image looks slightly dated",
                "exposure and contrast look normal", "yellow centre lines");
        List<String> reference;
        try (OnnxSentenceEncoder plain = OnnxSentenceEncoder.builder().build()) {
            reference = verdicts(x, plain, clauses);
        }
        for (int process = 0; process < 2; process++) { // the first stores the banks, the second reads them
            try (OnnxSentenceEncoder enc = OnnxSentenceEncoder.builder().optimisedModelCache(dir).build()) {
                assertThat(verdicts(x, enc, clauses)).isEqualTo(reference);
            }
            assertThat(entries()).isEqualTo(1);
        }
        assertThat(reference).anyMatch(v -> v.startsWith("true"));
    }

    private static List<String> verdicts(RuleBasedClauseExtractor x, OnnxSentenceEncoder enc, List<String> clauses) {
        WrappingFilter w = WrappingFilter.of(WrappingFilter.builtInExamples(), x, WrappingFilter.DEFAULT_MIN,
                WrappingFilter.DEFAULT_MARGIN);
        List<String> out = new ArrayList<>();
        for (WrappingFilter.Verdict v : w.verdicts(enc.encode(clauses), clauses.size(), enc)) {
            // the exact doubles, not rounded: a changed bank vector would show
            out.add(v.wrapping() + " " + v.nearestWrapping() + " " + v.wrappingCosine() + " " + v.evidenceCosine());
        }
        return out;
    }
}
