package org.georc.judges.crossencoder;

import java.util.List;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeOption;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.ModelNeed;
import org.georc.core.spi.PairClassifier;
import org.georc.core.spi.SentenceEncoder;

/**
 * Registers {@link CrossEncoderJudge} as {@code cross-encoder}. Its models come from the engine:
 * the sentence encoder that shortlists (the embedded all-MiniLM-L6-v2 unless the caller gives
 * one) and the pair classifier (the georc-cross-encoder weights module, or a model folder).
 */
public final class CrossEncoderJudgeProvider implements JudgeProvider {
    static final JudgeOption SHORTLIST = JudgeOption.integer("shortlist", 3,
            "statements of the other chain the cross-encoder reads per statement, the closest by cosine (at least 1)");
    static final JudgeOption MIN_COSINE = JudgeOption.number("min-cosine", 0.35,
            "cosine below which a pair is not read and earns nothing");
    static final JudgeOption CONTRADICTION = JudgeOption.number("contradiction", 0.5,
            "probability of 'contradicts' from which a statement earns nothing (when above its best credit), in (0, 1]");
    static final JudgeOption CONTRADICTS_WEIGHT = JudgeOption.number("contradicts-weight", 1.0,
            "factor on the model's probability of 'contradicts' before the four are renormalised, in (0, 1]: corrects "
                    + "for training data with more contradictions than real chains have");

    @Override
    public String name() {
        return CrossEncoderJudge.NAME;
    }

    @Override
    public String description() {
        return "learned cross-encoder over a cosine shortlist: same / partial / contradicts / unrelated per statement"
                + " pair (offline)";
    }

    @Override
    public List<ModelNeed> models() {
        return List.of(ModelNeed.required(SentenceEncoder.class), ModelNeed.required(PairClassifier.class));
    }

    @Override
    public List<JudgeOption> options() {
        return List.of(SHORTLIST, MIN_COSINE, CONTRADICTION, CONTRADICTS_WEIGHT);
    }

    @Override
    public Judge create(JudgeResources resources) {
        return new CrossEncoderJudge(resources.require(SentenceEncoder.class), resources.require(PairClassifier.class),
                resources.integer(SHORTLIST), resources.number(MIN_COSINE), resources.number(CONTRADICTION),
                resources.number(CONTRADICTS_WEIGHT));
    }
}
