package org.georc.core.scoring;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.json.JsonLines;
import org.georc.core.result.Alignment;
import org.georc.core.result.ChainScore;

/**
 * How one candidate/reference pair was read and scored, for a person to inspect ({@code georc
 * explain}): both chains as read (statements with their labels, conclusion, dropped lines with
 * the reason) and the statement table of each side (credit, best support, reason, conflict).
 *
 * @param mode      the reading and conclusion mode
 * @param judge     the judge's name
 * @param candidate the candidate as read
 * @param reference the reference as read
 * @param score     the score of the graded chains
 * @param precision one row per candidate entry (statement or key clause)
 * @param recall    one row per reference entry
 */
public record ChainExplanation(ConclusionMode mode, String judge, ReasoningChain candidate, ReasoningChain reference,
                               ChainScore score, List<Row> precision, List<Row> recall) {

    /**
     * One entry of a statement table.
     *
     * @param statement the statement's position among the graded statements (0-based)
     * @param written   the statement as written in its chain (label removed)
     * @param label     its category label, or ""
     * @param graded    the text the judge graded: the statement, or a key clause of it
     * @param credit    the credit in [0, 1]
     * @param support   the statement of the other chain that supports it best, as written, or null
     * @param reason    the judge's reason, or null
     * @param conflict  the contradiction the judge found with the closest support, or null
     */
    public record Row(int statement, String written, String label, String graded, double credit, String support,
                      String reason, String conflict) {
        /** @return whether the entry counts in precision and recall (false: the judge listed it ungraded) */
        public boolean counted() {
            return reason == null || !reason.startsWith(Alignment.NOT_GRADED);
        }
    }

    /** Copies the lists. */
    public ChainExplanation {
        Objects.requireNonNull(mode, "mode");
        precision = List.copyOf(precision);
        recall = List.copyOf(recall);
    }

    /**
     * Reads both texts in the scorer's mode and scores them.
     *
     * @param candidateText the candidate chain text
     * @param referenceText the reference chain text
     * @param scorer        the scorer (its judge and conclusion mode)
     * @return the explanation
     */
    public static ChainExplanation explain(String candidateText, String referenceText, ChainScorer scorer) {
        ConclusionMode mode = scorer.conclusions();
        ReasoningChain cand = mode.candidateParser().parse(candidateText);
        ReasoningChain ref = mode.referenceParser().parse(referenceText);
        ChainScore s = scorer.score(cand, ref);
        ReasoningChain gradedCand = mode.candidate(cand);
        ReasoningChain gradedRef = mode.reference(ref);
        return new ChainExplanation(mode, scorer.judge().name(), cand, ref, s,
                rows(s.candidateAlignments(), gradedCand, gradedRef), rows(s.referenceAlignments(), gradedRef, gradedCand));
    }

    private static List<Row> rows(List<Alignment> alignments, ReasoningChain graded, ReasoningChain other) {
        List<Row> out = new ArrayList<>();
        for (Alignment a : alignments) {
            boolean known = a.statementIndex() < graded.statements().size();
            String written = known ? a.writtenIn(graded.statements()) : a.statement();
            String label = known ? graded.labels().get(a.statementIndex()) : "";
            int si = a.supportStatementIndex();
            String support = si >= 0 && si < other.statements().size() ? other.statements().get(si) : a.support();
            out.add(new Row(a.statementIndex(), written, label, a.statement(), a.score(), support, a.reason(),
                    conflict(a.reason())));
        }
        return out;
    }

    private static String conflict(String reason) {
        if (reason == null) {
            return null;
        }
        int i = reason.indexOf("conflict (");
        if (i < 0) {
            return null;
        }
        int end = reason.indexOf(';', i);
        return reason.substring(i, end < 0 ? reason.length() : end).strip();
    }

    /** @return the explanation as plain text a newcomer can read */
    public String toText() {
        StringBuilder sb = new StringBuilder();
        sb.append("Reading: ").append(mode.reading()).append(" (conclusions ").append(mode.label())
                .append("), judge ").append(judge).append("\n\n");
        chain(sb, "Candidate", candidate, mode.candidate(candidate).size());
        chain(sb, "Reference", reference, mode.reference(reference).size());
        if (score.isFailure()) {
            sb.append("Score: failed: ").append(score.judgeError().orElse("")).append('\n');
            return sb.toString();
        }
        sb.append(String.format(Locale.ROOT, "Score: P %.3f  R %.3f  F1 %.3f%n", score.precision(), score.recall(),
                score.f1()));
        score.note().ifPresent(n -> sb.append("  note: ").append(n).append('\n'));
        table(sb, "Candidate statements (precision: is each supported by the reference?)", precision);
        table(sb, "Reference statements (recall: is each supported by the candidate?)", recall);
        return sb.toString();
    }

    private static void chain(StringBuilder sb, String name, ReasoningChain c, int graded) {
        sb.append(name).append(": ").append(c.size()).append(" statement(s), ").append(c.conclusion().size())
                .append(" conclusion line(s), ").append(c.dropped().size()).append(" line(s) dropped; ")
                .append(graded).append(" graded\n");
        for (int i = 0; i < c.size(); i++) {
            sb.append("  ").append(i + 1).append(". ").append(c.statements().get(i));
            if (!c.labels().get(i).isEmpty()) {
                sb.append("   [label: ").append(c.labels().get(i)).append(']');
            }
            sb.append('\n');
        }
        for (String s : c.conclusion()) {
            sb.append("  conclusion: ").append(s).append('\n');
        }
        for (ReasoningChain.Dropped d : c.dropped()) {
            sb.append("  dropped (").append(d.reason()).append(", line ").append(d.line()).append("): ")
                    .append(d.text()).append('\n');
        }
        sb.append('\n');
    }

    private static void table(StringBuilder sb, String title, List<Row> rows) {
        sb.append('\n').append(title).append('\n');
        if (rows.isEmpty()) {
            sb.append("  (none graded)\n");
        }
        for (Row r : rows) {
            if (!r.counted()) {
                sb.append(String.format(Locale.ROOT, "  %d. not graded  %s%n", r.statement() + 1, r.written()));
                sb.append("       clause: ").append(r.graded()).append('\n');
                sb.append("       reason: ").append(r.reason().substring(Alignment.NOT_GRADED.length())).append('\n');
                continue;
            }
            sb.append(String.format(Locale.ROOT, "  %d. credit %.2f  %s%n", r.statement() + 1, r.credit(), r.written()));
            if (!r.graded().equalsIgnoreCase(r.written())) {
                sb.append("       graded as: ").append(r.graded()).append('\n');
            }
            sb.append("       best support: ").append(r.support() == null ? "(none)" : r.support()).append('\n');
            if (r.reason() != null) {
                sb.append("       reason: ").append(r.reason()).append('\n');
            }
            if (r.conflict() != null) {
                sb.append("       conflict: ").append(r.conflict()).append('\n');
            }
        }
    }

    /** @return the same as {@link #toText()}, as JSON for tools */
    public ObjectNode toJson() {
        ObjectNode o = JsonLines.object();
        o.put("reading", mode.reading());
        o.put("conclusions", mode.label());
        o.put("judge", judge);
        o.set("candidate", chainJson(candidate, mode.candidate(candidate)));
        o.set("reference", chainJson(reference, mode.reference(reference)));
        if (score.isFailure()) {
            o.put("judge_error", score.judgeError().orElse(""));
        } else {
            o.put("precision", score.precision());
            o.put("recall", score.recall());
            o.put("f1", score.f1());
        }
        score.note().ifPresent(n -> o.put("note", n));
        o.set("precision_table", tableJson(precision));
        o.set("recall_table", tableJson(recall));
        return o;
    }

    private static ObjectNode chainJson(ReasoningChain c, ReasoningChain graded) {
        ObjectNode o = JsonLines.object();
        ArrayNode st = o.putArray("statements");
        for (int i = 0; i < c.size(); i++) {
            ObjectNode s = st.addObject();
            s.put("text", c.statements().get(i));
            if (!c.labels().get(i).isEmpty()) {
                s.put("label", c.labels().get(i));
            }
        }
        ArrayNode con = o.putArray("conclusion");
        c.conclusion().forEach(con::add);
        ArrayNode dr = o.putArray("dropped");
        for (ReasoningChain.Dropped d : c.dropped()) {
            dr.addObject().put("line", d.line()).put("text", d.text()).put("reason", d.reason());
        }
        ArrayNode g = o.putArray("graded");
        graded.statements().forEach(g::add);
        return o;
    }

    private static ArrayNode tableJson(List<Row> rows) {
        ArrayNode a = JsonLines.array();
        for (Row r : rows) {
            ObjectNode n = a.addObject();
            n.put("statement_index", r.statement());
            n.put("statement", r.written());
            if (!r.label().isEmpty()) {
                n.put("label", r.label());
            }
            n.put("graded", r.graded());
            n.put("credit", r.credit());
            if (!r.counted()) {
                n.put("counted", false);
            }
            if (r.support() != null) {
                n.put("support", r.support());
            }
            if (r.reason() != null) {
                n.put("reason", r.reason());
            }
            if (r.conflict() != null) {
                n.put("conflict", r.conflict());
            }
        }
        return a;
    }
}
