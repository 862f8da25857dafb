package org.georc.examples.customjudge;

import java.util.List;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeOption;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeResources;

/**
 * Registers {@link WordOverlapJudge} under its name, with one declared option. The line
 * {@code org.georc.examples.customjudge.WordOverlapJudgeProvider} in
 * {@code META-INF/services/org.georc.core.spi.JudgeProvider} makes it visible: with this jar on
 * the class path, {@code georc score --judge word-overlap --option min-word-length=4 ...} selects
 * it, {@code georc score --list-judges} lists it, and a misspelt or out-of-range option is refused.
 * It needs no model and calls no LLM, the defaults of {@link JudgeProvider#models()} and
 * {@link JudgeProvider#callsLlm()}.
 */
public final class WordOverlapJudgeProvider implements JudgeProvider {
    /** The option's name, type, default and range, declared once: checks, help and the read all use it. */
    static final JudgeOption MIN_WORD_LENGTH = JudgeOption.integer("min-word-length", 3,
            "shortest word that counts, in characters").atLeast(1);

    @Override
    public String name() {
        return WordOverlapJudge.NAME;
    }

    @Override
    public String description() {
        return "example: best Jaccard word overlap per statement";
    }

    @Override
    public List<JudgeOption> options() {
        return List.of(MIN_WORD_LENGTH);
    }

    @Override
    public Judge create(JudgeResources resources) {
        return new WordOverlapJudge(resources.integer(MIN_WORD_LENGTH));
    }
}
