package org.georc.judges.llm.judge;

import org.georc.judges.llm.http.OpenAiCompatibleModel;
import org.georc.judges.llm.prompt.Prompts;

import java.util.ArrayList;
import java.util.List;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeOption;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.LanguageModel;
import org.georc.core.spi.ModelNeed;
import org.georc.core.spi.SentenceEncoder;
import org.georc.core.spi.VisionLanguageModel;
import org.georc.judges.embedding.EmbeddingJudgeProvider;

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

    /** {@code retries}: every LLM judge reads it. */
    static final JudgeOption RETRIES = JudgeOption.integer("retries", 2,
            "extra attempts after an unreadable answer").between(0, 10);
    /** {@code concurrency}: every LLM judge reads it; it changes no score. */
    static final JudgeOption CONCURRENCY = JudgeOption.integer("concurrency",
            "requests of one pair in flight at once (default: the endpoint's `maxConcurrency` or the "
                    + "local decoder's batch size; 1 for other models)").between(1, 4096).tuning();
    /** {@code reasons}: one-to-all and vlm read it. */
    static final JudgeOption REASONS = JudgeOption.bool("reasons", true,
            "ask for a short reason with each answer; false asks for bare scores (fewer tokens)");

    static int retries(JudgeResources r) {
        return r.integer(RETRIES);
    }

    static int concurrency(JudgeResources r, LanguageModel model) {
        if (r.isSet(CONCURRENCY)) {
            return r.integer(CONCURRENCY);
        }
        return model instanceof OpenAiCompatibleModel m ? m.maxConcurrency()
                : model instanceof org.georc.judges.decoder.OnnxCausalLm d ? d.batchSize() : 1;
    }

    /** {@code one-to-all}: the paper's best judge. */
    public static final class OneToAllProvider implements JudgeProvider {
        @Override
        public String name() {
            return OneToAllJudge.NAME;
        }

        @Override
        public String description() {
            return "the paper's one-to-all LLM judge: each statement scored 0-100 against the whole other chain";
        }

        @Override
        public List<ModelNeed> models() {
            return List.of(ModelNeed.required(LanguageModel.class));
        }

        @Override
        public boolean callsLlm() {
            return true;
        }

        @Override
        public List<JudgeOption> options() {
            return List.of(RETRIES, REASONS, CONCURRENCY);
        }

        @Override
        public Judge create(JudgeResources r) {
            LanguageModel llm = r.require(LanguageModel.class);
            return new OneToAllJudge(llm, retries(r), r.bool(REASONS), concurrency(r, llm));
        }
    }

    /**
     * {@code keypoints}: LLM key clauses, then the MiniLM ramp (lo/hi options as for the
     * embedding judge; {@code conflicts} defaults to {@code false} and {@code matching} to
     * {@code plain} here so the judge is the paper's; {@code conflicts=true} adds the
     * contradiction check and {@code matching=objects} object-aware matching, with the same
     * parameters as the embedding judge).
     */
    public static final class KeyPointsProvider implements JudgeProvider {
        @Override
        public String name() {
            return "keypoints";
        }

        @Override
        public String description() {
            return "the paper's key-points judge: LLM key clauses + all-MiniLM-L6-v2 ramp";
        }

        @Override
        public List<ModelNeed> models() {
            return List.of(ModelNeed.required(LanguageModel.class), ModelNeed.optional(SentenceEncoder.class));
        }

        @Override
        public boolean callsLlm() {
            return true;
        }

        @Override
        public List<JudgeOption> options() {
            List<JudgeOption> all = new ArrayList<>(EmbeddingJudgeProvider.keyPointOptions(false, false));
            all.add(RETRIES);
            all.add(CONCURRENCY);
            return List.copyOf(all);
        }

        @Override
        public Judge create(JudgeResources r) {
            LanguageModel llm = r.require(LanguageModel.class);
            LlmKeyPointExtractor extractor = new LlmKeyPointExtractor(llm, retries(r), concurrency(r, llm));
            return new LlmKeyPointJudge(EmbeddingJudgeProvider.keyPointJudge(r, name(), false, reader -> extractor,
                    Prompts.VERSION), extractor);
        }
    }

    /** {@code vlm}: statements checked against the image, chain-level P/R, P x correctness. */
    public static final class VlmProvider implements JudgeProvider {
        @Override
        public String name() {
            return VlmJudge.NAME;
        }

        @Override
        public String description() {
            return "the paper's VLM judge: statements checked against the image, P x correctness";
        }

        @Override
        public List<ModelNeed> models() {
            return List.of(ModelNeed.required(VisionLanguageModel.class), ModelNeed.optional(LanguageModel.class));
        }

        @Override
        public boolean callsLlm() {
            return true;
        }

        @Override
        public List<JudgeOption> options() {
            return List.of(RETRIES, REASONS, CONCURRENCY);
        }

        @Override
        public Judge create(JudgeResources r) {
            VisionLanguageModel vlm = r.require(VisionLanguageModel.class);
            LanguageModel llm = r.optional(LanguageModel.class).orElse(vlm);
            return new VlmJudge(vlm, llm, retries(r), r.bool(REASONS), concurrency(r, vlm));
        }
    }
}
