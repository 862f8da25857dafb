package org.georc.examples.customjudge;

import java.util.List;
import java.util.Set;
import org.georc.core.ConfigurationException;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeOption;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeResources;

/**
 * Registers {@link WordOverlapJudge} under the name {@code word-overlap}, with one declared
 * option. The line {@code org.georc.examples.customjudge.WordOverlapJudgeProvider} in
 * {@code META-INF/services/org.georc.core.spi.JudgeProvider} makes it visible: with this jar on
 * the class path, {@code georc score --judge word-overlap --option min-word-length=4 ...} selects
 * it, {@code georc score --list-judges} lists it, and a misspelt option is refused.
 */
public final class WordOverlapJudgeProvider implements JudgeProvider {
    static final JudgeOption MIN_WORD_LENGTH = JudgeOption.integer("min-word-length", 3,
            "shortest word that counts, in characters (at least 1)");

    @Override
    public String name() {
        return "word-overlap";
    }

    @Override
    public String description() {
        return "example: best Jaccard word overlap per statement";
    }

    @Override
    public Set<Requirement> requirements() {
        return Set.of();
    }

    @Override
    public List<JudgeOption> options() {
        return List.of(MIN_WORD_LENGTH);
    }

    @Override
    public Judge create(JudgeResources resources) {
        int min = resources.intOption(MIN_WORD_LENGTH.name(), 3);
        if (min < 1) {
            throw new ConfigurationException("option min-word-length of judge \"word-overlap\" must be at least 1, got "
                    + min);
        }
        return new WordOverlapJudge(min);
    }
}
