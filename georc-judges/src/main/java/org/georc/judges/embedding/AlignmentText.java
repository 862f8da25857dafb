package org.georc.judges.embedding;

import java.util.Locale;
import org.georc.core.result.Alignment;
import org.georc.metrics.WeightedClauses;

/** The alignments a key-point score carries, with the reason a reader sees for each clause's credit. */
final class AlignmentText {
    private AlignmentText() {
    }

    /**
     * @param i      clause index on this side
     * @param mine   this side's clauses
     * @param other  the other side's clauses
     * @param match  index of the best-credited clause on the other side, or -1
     * @param cosine cosine to it
     * @param credit credit earned
     * @param note   why the closest clause earned less than its cosine alone would give, or null
     * @return the alignment
     */
    static Alignment of(int i, WeightedClauses mine, WeightedClauses other, int match, double cosine, double credit,
                        String note) {
        // statements are counted from 1, as explain and the report number them
        String reason = "clause of statement " + (mine.statements()[i] + 1) + ", weight " + decimals(mine.weight(i), 3);
        if (match >= 0) {
            reason += "; best match in statement " + (other.statements()[match] + 1) + ", cosine "
                    + decimals(cosine, 3);
        }
        if (note != null) {
            reason += (note.startsWith("conflict") ? "; closest clause blocked: " : "; closest clause ") + note;
        }
        return Alignment.ofClause(i, mine.statement(i), mine.texts().get(i), credit, match,
                match >= 0 ? other.statement(match) : -1, match >= 0 ? other.texts().get(match) : null, reason);
    }

    /**
     * {@code x} with {@code places} (1 to 6) decimals, rounded half up, as {@code %.Nf} prints
     * it in {@link Locale#ROOT}; without {@code String.format}'s cost on the scoring path.
     */
    static String decimals(double x, int places) {
        if (!Double.isFinite(x)) {
            return String.format(Locale.ROOT, "%." + places + "f", x);
        }
        String r = java.math.BigDecimal.valueOf(x).setScale(places, java.math.RoundingMode.HALF_UP).toPlainString();
        boolean negative = x < 0 || (x == 0 && 1 / x < 0);
        return negative && r.charAt(0) != '-' ? "-" + r : r;
    }
}
