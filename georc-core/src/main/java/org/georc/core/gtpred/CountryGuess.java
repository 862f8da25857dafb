package org.georc.core.gtpred;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.georc.core.chain.ReasoningChain;

/**
 * Reads the predicted country from a chain's conclusion: the first country (name, ISO code
 * excluded, alias or common endonym, see {@link LocationNormalizer}) mentioned in the
 * conclusion statements, or, for a chain without a conclusion, in its last statement.
 * "Probably Austria or Slovenia" gives Austria (the first guess). ISO codes are not read from
 * free text, since "in", "and" and "can" are codes too; USA, UK and UAE are.
 */
public final class CountryGuess {
    private CountryGuess() {
    }

    /**
     * @param chain a candidate chain
     * @return the canonical name of the first country its conclusion mentions
     */
    public static Optional<String> predicted(ReasoningChain chain) {
        for (String text : answerLines(chain)) {
            Optional<String> c = firstCountry(text);
            if (c.isPresent()) {
                return c;
            }
        }
        return Optional.empty();
    }

    /**
     * Where a chain gives its answer: the conclusion statements, or the last statement of a
     * chain without a conclusion.
     *
     * @param chain a chain
     * @return the lines to read the answer from (possibly none)
     */
    public static List<String> answerLines(ReasoningChain chain) {
        if (!chain.conclusion().isEmpty()) {
            return chain.conclusion();
        }
        return chain.statements().isEmpty() ? List.of() : List.of(chain.statements().get(chain.size() - 1));
    }

    /**
     * @param text free text
     * @return the canonical name of the first country mentioned, longest name first at each position
     */
    public static Optional<String> firstCountry(String text) {
        return countries(text).stream().findFirst();
    }

    /**
     * @param text free text
     * @return the canonical names of the countries it mentions, in order of first mention
     */
    public static Set<String> countries(String text) {
        return org.georc.core.place.Territories.mentionedIn(text);
    }

    /**
     * @param predicted a predicted country (any spelling)
     * @param truth     the true country (any spelling)
     * @return whether both normalise to the same country
     */
    public static boolean sameCountry(String predicted, String truth) {
        LocationNormalizer n = LocationNormalizer.DEFAULT;
        String a = n.country(predicted);
        return a != null && a.equals(n.country(truth));
    }
}
