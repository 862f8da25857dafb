package org.georc.core.gtpred;

import java.util.List;
import java.util.Optional;
import org.georc.core.chain.ReasoningChain;

/**
 * Reads the predicted country from a chain's conclusion: the first country (name, ISO code
 * excluded, alias or common endonym, see {@link LocationNormalizer}) mentioned in the
 * conclusion statements, or, for a chain without a conclusion, in its last statement.
 * "Probably Austria or Slovenia" gives Austria (the first guess). ISO codes are not read from
 * free text, since "in", "and" and "can" are codes too; USA, UK and UAE are.
 */
public final class CountryGuess {
    private static final int MAX_WORDS = 5;

    private CountryGuess() {
    }

    /**
     * @param chain a candidate chain
     * @return the canonical name of the first country its conclusion mentions
     */
    public static Optional<String> predicted(ReasoningChain chain) {
        List<String> where = !chain.conclusion().isEmpty() ? chain.conclusion()
                : chain.statements().isEmpty() ? List.of() : List.of(chain.statements().get(chain.size() - 1));
        for (String text : where) {
            Optional<String> c = firstCountry(text);
            if (c.isPresent()) {
                return c;
            }
        }
        return Optional.empty();
    }

    /**
     * @param text free text
     * @return the canonical name of the first country mentioned, longest name first at each position
     */
    public static Optional<String> firstCountry(String text) {
        String[] words = LocationNormalizer.text(text).split(" ");
        for (int i = 0; i < words.length; i++) {
            for (int len = Math.min(MAX_WORDS, words.length - i); len >= 1; len--) {
                String phrase = String.join(" ", java.util.Arrays.copyOfRange(words, i, i + len));
                Optional<String> c = LocationNormalizer.DEFAULT.countryNameInText(phrase);
                if (c.isPresent()) {
                    return c;
                }
            }
        }
        return Optional.empty();
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
