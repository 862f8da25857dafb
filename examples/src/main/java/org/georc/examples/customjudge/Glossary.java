package org.georc.examples.customjudge;

import java.util.List;
import org.georc.core.spi.ModelKind;

/**
 * A kind of model the library has never heard of: it turns GeoGuessr shorthand into plain words
 * ("LHT" into "left hand traffic"). {@link GlossaryJudge} needs one; the engine finds it by this
 * type, from the caller ({@code ScoringEngine.Models.of(glossary)}) or from the factory registered
 * for it ({@link GlossaryFactory}). Nothing in the library, the CLI or the server names it.
 */
@ModelKind(value = "a glossary", hint = "GlossaryFactory on the class path, or Models.of(yourGlossary)")
public interface Glossary {

    /**
     * @param word a word, lower case
     * @return the plain words it stands for; the word itself when the glossary does not know it
     */
    List<String> expand(String word);
}
