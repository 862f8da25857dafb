package org.georc.core.gtpred;

import java.util.Locale;

/**
 * Rates a predicted explanation against the annotated one on GTPred's 1-10 scale, separately
 * for the year and for the location. Implementations (an LLM judge in {@code georc-judges}) are
 * thread-safe. A rating that cannot be obtained is a {@link org.georc.core.JudgeException},
 * never a low rating.
 */
public interface ReasoningRater {

    /** What the explanation argues for. */
    enum Aspect {
        /** When the photo was taken. */
        YEAR,
        /** Where the photo was taken. */
        LOCATION;

        /** @return {@code year} or {@code location}, the prefix of the output fields */
        public String field() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * A judge's rating.
     *
     * @param value  the rating in [1, 10]
     * @param reason the judge's short reason, or null
     */
    record Rating(double value, String reason) {
        /** Checks the range. */
        public Rating {
            if (!(value >= 1 && value <= 10)) {
                throw new IllegalArgumentException("a rating must lie in [1, 10], got " + value);
            }
        }
    }

    /**
     * @param aspect     year or location
     * @param predicted  the prediction's explanation
     * @param annotated  the truth's explanation
     * @return the rating
     * @throws org.georc.core.JudgeException when no readable rating can be obtained
     */
    Rating rate(Aspect aspect, String predicted, String annotated);

    /** @return provenance: the judge model and prompt version, such as {@code "qwen3-4b, prompts v1"} */
    String id();
}
