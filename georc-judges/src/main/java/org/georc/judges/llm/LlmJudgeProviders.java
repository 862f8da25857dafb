package org.georc.judges.llm;

import java.util.Set;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.LanguageModel;
import org.georc.core.spi.SentenceEncoder;
import org.georc.judges.embedding.AttributeConflicts;
import org.georc.judges.embedding.ClauseReader;
import org.georc.judges.embedding.EmbeddingJudgeProvider;
import org.georc.judges.embedding.ObjectMatching;
import org.georc.judges.embedding.KeyPointJudge;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.metrics.Ramp;

/**
 * Service providers of the LLM and VLM judges. Options everywhere: {@code retries} (default 2);
 * {@code concurrency}, the requests of one pair in flight at once (default: the model's own
 * limit, {@link OpenAiCompatibleModel#maxConcurrency()} or the local decoder's batch size; 1 for
 * other models); {@code reasons} for {@code one-to-all} and {@code vlm} (default true; false asks
 * for bare scores).
 */
public final class LlmJudgeProviders {
    private LlmJudgeProviders() {
    }

    static int retries(JudgeResources r) {
        double v = r.doubleOption("retries", 2);
        if (v < 0 || v > 10 || v != Math.rint(v)) {
            throw new org.georc.core.ConfigurationException("option retries must be a whole number in [0, 10], got " + v);
        }
        return (int) v;
    }

    static int concurrency(JudgeResources r, LanguageModel model) {
        int fallback = model instanceof OpenAiCompatibleModel m ? m.maxConcurrency()
                : model instanceof org.georc.judges.decoder.OnnxCausalLm d ? d.batchSize() : 1;
        double v = r.doubleOption("concurrency", fallback);
        if (v < 1 || v > 4096 || v != Math.rint(v)) {
            throw new org.georc.core.ConfigurationException("option concurrency must be a whole number in [1, 4096], got "
                    + v);
        }
        return (int) v;
    }

    /** {@code one-to-all}: the paper's best judge. */
    public static final class OneToAll implements JudgeProvider {
        @Override
        public String name() {
            return OneToAllJudge.NAME;
        }

        @Override
        public String description() {
            return "the paper's one-to-all LLM judge: each statement scored 0-100 against the whole other chain";
        }

        @Override
        public Set<Requirement> requirements() {
            return Set.of(Requirement.LANGUAGE_MODEL);
        }

        @Override
        public Judge create(JudgeResources r) {
            LanguageModel llm = r.requireLanguageModel(name());
            return new OneToAllJudge(llm, retries(r), r.booleanOption("reasons", true), concurrency(r, llm));
        }
    }

    /**
     * {@code keypoints}: LLM key clauses, then the MiniLM ramp (lo/hi options as for the
     * embedding judge; {@code conflicts} defaults to {@code false} and {@code matching} to
     * {@code plain} here so the judge is the paper's; {@code conflicts=true} adds the
     * contradiction check and {@code matching=objects} object-aware matching, with the same
     * parameters as the embedding judge).
     */
    public static final class KeyPoints implements JudgeProvider {
        @Override
        public String name() {
            return "keypoints";
        }

        @Override
        public String description() {
            return "the paper's key-points judge: LLM key clauses + all-MiniLM-L6-v2 ramp";
        }

        @Override
        public Set<Requirement> requirements() {
            return Set.of(Requirement.LANGUAGE_MODEL);
        }

        @Override
        public boolean usesEncoder() {
            return true;
        }

        @Override
        public Judge create(JudgeResources r) {
            LanguageModel llm = r.requireLanguageModel(name());
            int retries = retries(r);
            double lo = r.doubleOption("lo", Ramp.DEFAULT_LO);
            double hi = r.doubleOption("hi", Ramp.DEFAULT_HI);
            ClauseReader reader = EmbeddingJudgeProvider.reader(r);
            AttributeConflicts check = EmbeddingJudgeProvider.conflictCheck(r, false, reader);
            ObjectMatching matching = EmbeddingJudgeProvider.objectMatching(r, false, reader);
            int concurrency = concurrency(r, llm);
            boolean owned = r.encoder().isEmpty();
            SentenceEncoder encoder = r.encoder().orElseGet(() -> OnnxSentenceEncoder.builder().build());
            try {
                LlmKeyPointExtractor extractor = new LlmKeyPointExtractor(llm, retries, concurrency);
                return new LlmKeyPointJudge(KeyPointJudge.builder().name(name()).encoder(encoder, owned)
                        .extractor(extractor).thresholds(lo, hi).conflicts(check)
                        .objectMatching(matching).promptVersion(Prompts.VERSION).build(), extractor);
            } catch (RuntimeException e) {
                if (owned) {
                    encoder.close();
                }
                throw e;
            }
        }
    }

    /** {@code vlm}: statements checked against the image, chain-level P/R, P x correctness. */
    public static final class Vlm implements JudgeProvider {
        @Override
        public String name() {
            return VlmJudge.NAME;
        }

        @Override
        public String description() {
            return "the paper's VLM judge: statements checked against the image, P x correctness";
        }

        @Override
        public Set<Requirement> requirements() {
            return Set.of(Requirement.VISION_LANGUAGE_MODEL);
        }

        @Override
        public Judge create(JudgeResources r) {
            var vlm = r.requireVisionModel(name());
            LanguageModel llm = r.languageModel().orElse(vlm);
            return new VlmJudge(vlm, llm, retries(r), r.booleanOption("reasons", true), concurrency(r, vlm));
        }
    }
}
