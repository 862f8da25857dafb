package org.georc.examples.customjudge;

import java.util.List;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeProvider;
import org.georc.core.spi.JudgeResources;
import org.georc.core.spi.ModelNeed;

/**
 * Registers {@link GlossaryJudge} as {@code glossary-overlap}. It declares the model it needs by
 * type ({@link Glossary}, required); the engine, {@code georc score}, {@code georc serve} and
 * {@code georc benchmark} supply it without knowing what it is.
 */
public final class GlossaryJudgeProvider implements JudgeProvider {
    @Override
    public String name() {
        return GlossaryJudge.NAME;
    }

    @Override
    public String description() {
        return "example: word overlap after a glossary (a model kind of its own) spells out shorthand";
    }

    @Override
    public List<ModelNeed> models() {
        return List.of(ModelNeed.required(Glossary.class));
    }

    @Override
    public Judge create(JudgeResources resources) {
        return new GlossaryJudge(resources.require(Glossary.class));
    }
}
