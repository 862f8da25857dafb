package org.georc.core.scoring;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.json.JsonLines;
import org.georc.core.result.Alignment;
import org.georc.core.result.ChainScore;

/**
 * How one candidate/reference pair was read and scored, for a person to inspect ({@code georc
 * explain}): both chains as read (statements with their labels, conclusion, dropped lines with
 * the reason) and the statement table of each side: one row per graded statement, numbered from
 * 1 as the chain lists them, with its credit and the entries the judge graded it by (the statement
 * itself, or its key clauses, each quoted as the statement writes it), their best support, reason
 * and conflict. A statement the judge left out of precision and recall is a row marked "not
 * graded", with the reason; the table's counts are those of its rows.
 *
 * @param mode      the reading and conclusion mode
 * @param judge     the judge's name
 * @param candidate the candidate as read
 * @param reference the reference as read
 * @param score     the score of the graded chains
 * @param precision one row per graded candidate statement, in order
 * @param recall    one row per graded reference statement, in order
 */
public record ChainExplanation(ConclusionMode mode, String judge, ReasoningChain candidate, ReasoningChain reference,
                               ChainScore score, List<Row> precision, List<Row> recall) {

    /** A word of a clause or statement, for quoting a clause as written. */
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{M}\\p{Nd}]+");

    /**
     * One graded statement of a statement table.
     *
     * @param number  its position among the graded statements of its chain, from 1
     * @param written the statement as written in its chain (label removed)
     * @param label   its category label, or ""
     * @param credit  its credit in [0, 1]: the mean credit of its counted entries (0 when none)
     * @param counted whether it counts in precision and recall (false: "not graded")
     * @param entries what the judge graded it by: the statement itself or its key clauses (empty
     *                when the judge gave it no entry of its own)
     * @param note    why a statement without entries has none, or null
     */
    public record Row(int number, String written, String label, double credit, boolean counted, List<Entry> entries,
                      String note) {
        /** Copies the entries. */
        public Row {
            entries = List.copyOf(entries);
        }
    }

    /**
     * One entry of a row: what the judge graded, and how.
     *
     * @param graded        the text the judge graded (the statement, or a key clause as the judge wrote it)
     * @param quoted        the part of the statement the entry comes from, as written, or null when
     *                      its words are not the statement's (an LLM's paraphrase, expanded shorthand)
     * @param credit        the credit in [0, 1]
     * @param counted       whether it counts in precision and recall
     * @param supportNumber the number of the other chain's statement that supports it best, or 0
     * @param support       that statement as written (or the judge's support text), or null
     * @param reason        the judge's reason, or null
     * @param conflict      the contradiction the judge found with the closest support, or null
     */
    public record Entry(String graded, String quoted, double credit, boolean counted, int supportNumber,
                        String support, String reason, String conflict) {
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
        if (s.isFailure()) {
            return new ChainExplanation(mode, scorer.judge().name(), cand, ref, s, List.of(), List.of());
        }
        return new ChainExplanation(mode, scorer.judge().name(), cand, ref, s,
                rows(s.candidateAlignments(), gradedCand, gradedRef), rows(s.referenceAlignments(), gradedRef, gradedCand));
    }

    /** One row per graded statement, its entries in the judge's order. */
    private static List<Row> rows(List<Alignment> alignments, ReasoningChain graded, ReasoningChain other) {
        int n = graded.size();
        List<List<Entry>> entries = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            entries.add(new ArrayList<>());
        }
        for (Alignment a : alignments) {
            int i = a.statementIndex();
            if (i >= n) {
                continue; // an entry of no statement of this chain: nothing to show it under
            }
            String written = graded.label(i).map(l -> l + ": ").orElse("") + graded.statements().get(i);
            int si = a.supportStatementIndex();
            boolean known = si >= 0 && si < other.size();
            entries.get(i).add(new Entry(a.statement(), quote(written, a.statement()), a.score(), a.graded(),
                    known ? si + 1 : 0, known ? other.statements().get(si) : a.support(), a.reason(),
                    conflict(a.reason())));
        }
        List<Row> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            List<Entry> e = entries.get(i);
            String written = graded.label(i).map(l -> l + ": ").orElse("") + graded.statements().get(i);
            // in the order the statement writes them (the judge lists the ungraded after the graded)
            e.sort(java.util.Comparator.comparingInt(x -> x.quoted() == null ? Integer.MAX_VALUE
                    : written.indexOf(x.quoted())));
            double sum = 0;
            int counted = 0;
            for (Entry x : e) {
                if (x.counted()) {
                    sum += x.credit();
                    counted++;
                }
            }
            String note = e.isEmpty() ? "the judge gave it no entry of its own: its key clauses are those of an "
                    + "earlier statement, graded there" : null;
            out.add(new Row(i + 1, graded.statements().get(i), graded.labels().get(i), counted == 0 ? 0 : sum / counted,
                    counted > 0, e, note));
        }
        return out;
    }

    /**
     * The shortest part of the statement that holds the clause's words in order, as written
     * ({@code "SLOW" painting on the tarmac} for the clause "slow painting on the tarmac").
     *
     * @param written the statement (with its label)
     * @param clause  the clause
     * @return the part, or null when the statement does not hold the clause's words in order
     */
    static String quote(String written, String clause) {
        List<String> want = new ArrayList<>();
        Matcher c = WORD.matcher(clause);
        while (c.find()) {
            want.add(c.group().toLowerCase(Locale.ROOT));
        }
        if (want.isEmpty()) {
            return null;
        }
        List<int[]> spans = new ArrayList<>();
        List<String> words = new ArrayList<>();
        Matcher w = WORD.matcher(written);
        while (w.find()) {
            words.add(w.group().toLowerCase(Locale.ROOT));
            spans.add(new int[] {w.start(), w.end()});
        }
        int bestStart = -1;
        int bestEnd = -1;
        for (int start = 0; start < words.size(); start++) {
            if (!words.get(start).equals(want.get(0))) {
                continue;
            }
            int k = 1;
            int j = start + 1;
            while (k < want.size() && j < words.size()) {
                if (words.get(j).equals(want.get(k))) {
                    k++;
                }
                j++;
            }
            if (k == want.size() && (bestStart < 0 || j - 1 - start < bestEnd - bestStart)) {
                bestStart = start;
                bestEnd = j - 1;
            }
        }
        if (bestStart < 0) {
            return null;
        }
        int from = spans.get(bestStart)[0];
        int to = spans.get(bestEnd)[1];
        // a quote that opens before the first word stays whole: "SLOW" painting, not SLOW" painting
        while (from > 0 && "\"'“‘«(".indexOf(written.charAt(from - 1)) >= 0) {
            from--;
        }
        while (to < written.length() && "\"'”’»)".indexOf(written.charAt(to)) >= 0 && quotesBalanced(written, from, to)) {
            to++;
        }
        return written.substring(from, to);
    }

    /** @return whether the text from {@code from} to {@code to} has an opening quote that the next character closes */
    private static boolean quotesBalanced(String s, int from, int to) {
        char close = s.charAt(to);
        char open = switch (close) {
            case '”' -> '“';
            case '’' -> '‘';
            case '»' -> '«';
            case ')' -> '(';
            default -> close;
        };
        int opens = 0;
        int closes = 0;
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == open) {
                opens++;
            } else if (s.charAt(i) == close) {
                closes++;
            }
        }
        return open == close ? opens % 2 == 1 : opens > closes;
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

    /** @return how many rows of the table count in precision or recall */
    static long graded(List<Row> rows) {
        return rows.stream().filter(Row::counted).count();
    }

    /**
     * @return the explanation as plain text a newcomer can read; the text of the chains has its
     *         control characters (terminal escapes included), line separators and bidirectional
     *         controls written as {@code \}{@code uXXXX}, so printing it changes nothing on the terminal
     */
    public String toText() {
        StringBuilder sb = new StringBuilder();
        sb.append("Reading: ").append(mode.reading()).append(" (conclusions ").append(mode.label())
                .append("), judge ").append(visible(judge)).append("\n\n");
        chain(sb, "Candidate", candidate, mode.candidate(candidate).size() > candidate.size());
        chain(sb, "Reference", reference, mode.reference(reference).size() > reference.size());
        if (score.isFailure()) {
            sb.append("Score: failed: ").append(visible(score.judgeError().orElse(""))).append('\n');
            return sb.toString();
        }
        sb.append(String.format(Locale.ROOT, "Score: P %.3f  R %.3f  F1 %.3f%n", score.precision(), score.recall(),
                score.f1()));
        score.note().ifPresent(n -> sb.append("  note: ").append(visible(n)).append('\n'));
        table(sb, "Candidate statements (precision: is each supported by the reference?)", precision, "reference");
        table(sb, "Reference statements (recall: is each supported by the candidate?)", recall, "candidate");
        return sb.toString();
    }

    private static void chain(StringBuilder sb, String name, ReasoningChain c, boolean conclusionGraded) {
        sb.append(name).append(": ").append(c.size()).append(" statement(s), ").append(c.conclusion().size())
                .append(" conclusion line(s)").append(c.conclusion().isEmpty() ? ""
                        : conclusionGraded ? " (graded after the statements)" : " (not graded)")
                .append(", ").append(c.dropped().size()).append(" line(s) dropped\n");
        for (int i = 0; i < c.size(); i++) {
            sb.append("  ").append(i + 1).append(". ").append(visible(c.statements().get(i)));
            if (!c.labels().get(i).isEmpty()) {
                sb.append("   [label: ").append(visible(c.labels().get(i))).append(']');
            }
            sb.append('\n');
        }
        for (String s : c.conclusion()) {
            sb.append("  conclusion: ").append(visible(s)).append('\n');
        }
        for (ReasoningChain.Dropped d : c.dropped()) {
            sb.append("  dropped (").append(visible(d.reason())).append(", line ").append(d.line()).append("): ")
                    .append(visible(d.text())).append('\n');
        }
        sb.append('\n');
    }

    private static void table(StringBuilder sb, String title, List<Row> rows, String otherSide) {
        long graded = graded(rows);
        sb.append('\n').append(title).append(": ").append(graded).append(" graded, ").append(rows.size() - graded)
                .append(" not graded\n");
        if (rows.isEmpty()) {
            sb.append("  (no statement)\n");
        }
        for (Row r : rows) {
            sb.append("  ").append(r.number()).append(". ");
            sb.append(r.counted() ? String.format(Locale.ROOT, "credit %.2f  ", r.credit()) : "not graded  ");
            sb.append(visible(r.written()));
            if (!r.label().isEmpty()) {
                sb.append("   [label: ").append(visible(r.label())).append(']');
            }
            sb.append('\n');
            if (r.note() != null) {
                sb.append("       ").append(r.note()).append('\n');
            }
            boolean whole = r.entries().size() == 1 && isWhole(r.entries().get(0), r.written());
            for (Entry e : r.entries()) {
                String indent = "       ";
                if (!whole) {
                    sb.append(indent).append(e.quoted() != null ? "clause: " + visible(e.quoted())
                            : "clause (as the judge read it): " + visible(e.graded()));
                    sb.append(e.counted() ? String.format(Locale.ROOT, "   (credit %.2f)", e.credit()) : "   (not graded)")
                            .append('\n');
                    indent = "         ";
                }
                if (e.counted()) {
                    sb.append(indent).append("best support: ");
                    if (e.support() == null) {
                        sb.append("(none)");
                    } else {
                        sb.append(e.supportNumber() > 0 ? otherSide + " statement " + e.supportNumber() + ": " : "")
                                .append(visible(e.support()));
                    }
                    sb.append('\n');
                }
                if (e.reason() != null) {
                    String reason = e.counted() || !e.reason().startsWith(Alignment.NOT_GRADED) ? e.reason()
                            : e.reason().substring(Alignment.NOT_GRADED.length());
                    sb.append(indent).append("reason: ").append(visible(reason)).append('\n');
                }
                if (e.conflict() != null) {
                    sb.append(indent).append("conflict: ").append(visible(e.conflict())).append('\n');
                }
            }
        }
    }

    /** @return whether the entry is the whole statement (a statement-level judge, or a one-clause statement) */
    private static boolean isWhole(Entry e, String written) {
        String w = written.replaceAll("[.!?]+$", "");
        return e.graded().equalsIgnoreCase(written) || e.graded().equalsIgnoreCase(w)
                || (e.quoted() != null && (e.quoted().equals(written) || e.quoted().equals(w)));
    }

    /**
     * Text from a chain as it may be printed to a terminal: control characters (ESC included),
     * line and paragraph separators and bidirectional controls become {@code \}{@code uXXXX}
     * escapes ({@code \n} and a tab stay visible as {@code \n}, {@code \t}), so a chain can neither
     * move the cursor, set the title or the clipboard, nor reorder what is shown.
     *
     * @param s the text
     * @return the text, safe to print
     */
    public static String visible(String s) {
        StringBuilder b = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            String rep = c == '\n' ? "\\n" : c == '\t' ? "\\t" : unsafe(c) ? String.format(Locale.ROOT, "\\u%04x", (int) c)
                    : null;
            if (rep != null && b == null) {
                b = new StringBuilder(s.length() + 16).append(s, 0, i);
            }
            if (b != null) {
                if (rep != null) {
                    b.append(rep);
                } else {
                    b.append(c);
                }
            }
        }
        return b == null ? s : b.toString();
    }

    private static boolean unsafe(char c) {
        return Character.isISOControl(c) || c == '\u2028' || c == '\u2029' || c == '\u200e' || c == '\u200f'
                || (c >= '\u202a' && c <= '\u202e') || (c >= '\u2066' && c <= '\u2069') || c == '\u061c';
    }

    /**
     * @return the same as {@link #toText()}, as JSON for tools; in the printed JSON, C1 control
     *         characters and bidirectional controls are escaped too ({@link #toJsonText})
     */
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

    /**
     * @return {@link #toJson()} printed with indentation, every character that {@link #visible}
     *         escapes written as a JSON {@code \}{@code uXXXX} escape (the same JSON value)
     */
    public String toJsonText() {
        String json = JsonLines.writePretty(toJson());
        StringBuilder b = new StringBuilder(json.length());
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            if (c != '\n' && unsafe(c)) { // raw, only inside strings: the writer escapes C0 but not C1 or bidi
                b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    private static ObjectNode chainJson(ReasoningChain c, ReasoningChain graded) {
        ObjectNode o = JsonLines.object();
        ArrayNode st = o.putArray("statements");
        for (int i = 0; i < c.size(); i++) {
            ObjectNode s = st.addObject();
            s.put("number", i + 1);
            s.put("text", c.statements().get(i));
            if (!c.labels().get(i).isEmpty()) {
                s.put("label", c.labels().get(i));
            }
        }
        ArrayNode con = o.putArray("conclusion");
        c.conclusion().forEach(con::add);
        o.put("conclusion_graded", graded.size() > c.size());
        ArrayNode dr = o.putArray("dropped");
        for (ReasoningChain.Dropped d : c.dropped()) {
            dr.addObject().put("line", d.line()).put("text", d.text()).put("reason", d.reason());
        }
        ArrayNode g = o.putArray("graded");
        graded.statements().forEach(g::add);
        return o;
    }

    private static ObjectNode tableJson(List<Row> rows) {
        ObjectNode t = JsonLines.object();
        long graded = graded(rows);
        t.put("graded", graded);
        t.put("not_graded", rows.size() - graded);
        ArrayNode a = t.putArray("rows");
        for (Row r : rows) {
            ObjectNode n = a.addObject();
            n.put("number", r.number());
            n.put("statement", r.written());
            if (!r.label().isEmpty()) {
                n.put("label", r.label());
            }
            n.put("counted", r.counted());
            if (r.counted()) {
                n.put("credit", r.credit());
            }
            if (r.note() != null) {
                n.put("note", r.note());
            }
            ArrayNode es = n.putArray("entries");
            for (Entry e : r.entries()) {
                ObjectNode x = es.addObject();
                x.put("graded", e.graded());
                if (e.quoted() != null) {
                    x.put("quoted", e.quoted());
                }
                x.put("counted", e.counted());
                x.put("credit", e.credit());
                if (e.supportNumber() > 0) {
                    x.put("support_number", e.supportNumber());
                }
                if (e.support() != null) {
                    x.put("support", e.support());
                }
                if (e.reason() != null) {
                    x.put("reason", e.reason());
                }
                if (e.conflict() != null) {
                    x.put("conflict", e.conflict());
                }
            }
        }
        return t;
    }
}
