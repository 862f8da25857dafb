package org.georc.core.chain;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.Datasets;
import org.georc.core.folder.GeorcDirectory;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.records.ReferenceSet;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.metrics.Prf;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The paper reading against a small re-implementation of the authors' public scorer, written
 * here from the rules (issue 22, "The authors' reading, as facts"), in both input forms: JSONL
 * (one reference chain, read as the authors read a one-round file) and the released folder.
 * Both sides get the same deterministic "LLM" answers; P and R must match exactly, an empty side
 * gives 0/0/0 without a request, and the requests are one per graded statement of each side.
 */
class PaperParityTest {
    @TempDir
    Path dir;

    /** The authors' rules, coded independently of {@link PaperReading}. */
    static final class Authors {
        static boolean word(char c) {
            return Character.isLetterOrDigit(c) || c == '_';
        }

        static boolean space(int c) {
            return " \t\n\u000b\f\r\u001c\u001d\u001e\u001f\u0085\u00a0\u1680\u2028\u2029\u202f\u205f\u3000".indexOf(c) >= 0
                    || (c >= 0x2000 && c <= 0x200a);
        }

        static String strip(String s) {
            int a = 0;
            int b = s.length();
            while (a < b && space(s.charAt(a))) {
                a++;
            }
            while (b > a && space(s.charAt(b - 1))) {
                b--;
            }
            return s.substring(a, b);
        }

        /** re.split(r'\bRound \d+\b', text) by hand. */
        static List<String> splitRounds(String text) {
            List<String> parts = new ArrayList<>();
            int last = 0;
            int i = 0;
            while (i < text.length()) {
                if (text.startsWith("Round ", i) && (i == 0 || !word(text.charAt(i - 1)))) {
                    int j = i + 6;
                    while (j < text.length() && Character.getType(text.charAt(j)) == Character.DECIMAL_DIGIT_NUMBER) {
                        j++;
                    }
                    if (j > i + 6 && (j == text.length() || !word(text.charAt(j)))) {
                        parts.add(text.substring(last, i));
                        last = j;
                        i = j;
                        continue;
                    }
                }
                i++;
            }
            parts.add(text.substring(last));
            return parts;
        }

        static List<String> parseReasoningChains(String fileText) {
            String content = fileText.replace("\r\n", "\n").replace("\r", "\n");
            List<String> rounds = splitRounds(content);
            if (rounds.get(0).isEmpty()) {
                rounds.remove(0);
            }
            List<String> out = new ArrayList<>();
            for (String r : rounds) {
                List<String> kept = new ArrayList<>();
                for (String line : r.split("\n", -1)) {
                    String low = strip(line).toLowerCase(java.util.Locale.ROOT);
                    if (low.contains("reasoning")) {
                        continue;
                    }
                    if (low.contains("conclusion")) {
                        break;
                    }
                    kept.add(strip(line));
                }
                out.add(String.join("\n", kept));
            }
            return out;
        }

        static List<String> splitlines(String s) {
            List<String> out = new ArrayList<>();
            StringBuilder cur = new StringBuilder();
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if ("\n\r\u000b\f\u001c\u001d\u001e\u0085\u2028\u2029".indexOf(c) >= 0) {
                    out.add(cur.toString());
                    cur.setLength(0);
                    if (c == '\r' && i + 1 < s.length() && s.charAt(i + 1) == '\n') {
                        i++;
                    }
                } else {
                    cur.append(c);
                }
            }
            if (cur.length() > 0) {
                out.add(cur.toString());
            }
            return out;
        }

        /** re.sub(r'^(\d+\.|\*|-)\s*', '', line) by hand. */
        static String unbullet(String line) {
            int i = 0;
            while (i < line.length() && Character.getType(line.charAt(i)) == Character.DECIMAL_DIGIT_NUMBER) {
                i++;
            }
            int end;
            if (i > 0 && i < line.length() && line.charAt(i) == '.') {
                end = i + 1;
            } else if (!line.isEmpty() && (line.charAt(0) == '*' || line.charAt(0) == '-')) {
                end = 1;
            } else {
                return line;
            }
            while (end < line.length() && space(line.charAt(end))) {
                end++;
            }
            return line.substring(end);
        }

        static List<String> extractPoints(String text) {
            List<String> out = new ArrayList<>();
            for (String l : splitlines(text)) {
                String line = strip(l);
                if (line.isEmpty()) {
                    continue;
                }
                String p = strip(unbullet(line));
                if (p.codePoints().count() > 5) {
                    out.add(p);
                }
            }
            return out;
        }

        /** P, R and the number of requests. */
        static double[] score(List<String> cand, List<String> ref) {
            if (cand.isEmpty() || ref.isEmpty()) {
                return new double[] {0, 0, 0};
            }
            String refJoined = String.join(" || ", ref);
            String candJoined = String.join(" || ", cand);
            double p = cand.stream().mapToDouble(s -> llm(s, refJoined)).average().orElseThrow();
            double r = ref.stream().mapToDouble(s -> llm(s, candJoined)).average().orElseThrow();
            return new double[] {p, r, cand.size() + ref.size()};
        }
    }

    /** The shared deterministic "LLM": a score 0-100 from the statement and the other chain. */
    static double llm(String statement, String otherJoined) {
        return Math.floorMod((statement + "\u0000" + otherJoined).hashCode(), 101) / 100.0;
    }

    /** A one-to-all judge whose LLM is {@link #llm}, counting its requests. */
    static final class HashJudge implements Judge {
        final AtomicInteger requests = new AtomicInteger();

        @Override
        public String name() {
            return "hash";
        }

        @Override
        public ChainScore score(JudgeRequest r) {
            List<String> cand = r.candidate().statements();
            List<String> ref = r.reference().statements();
            requests.addAndGet(cand.size() + ref.size());
            double p = cand.stream().mapToDouble(s -> llm(s, String.join(" || ", ref))).average().orElse(0);
            double rc = ref.stream().mapToDouble(s -> llm(s, String.join(" || ", cand))).average().orElse(0);
            return ChainScore.of(Prf.of(p, rc), List.of(), List.of(), Provenance.builder("hash").build());
        }
    }

    record Case(String name, String expert, List<String> candidates) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Case c(String name, String expert, String... candidates) {
        return new Case(name, expert, List.of(candidates));
    }

    static final String EV = "- White bollards with black caps.\n- Onion-domed church tower.\n";

    static Stream<Case> cases() {
        return Stream.of(
                c("plain rounds", "Round 1\n" + EV + "Round 2\n- Red soil along the road.\n",
                        "- White bollards with black caps.\n- Alpine meadows.", "- Reddish soil.\n- Acacia trees here."),
                c("a Reasoning header is skipped", "Round 1\nReasoning:\n" + EV, "- White bollards with black caps."),
                c("any line containing reasoning is skipped", "Round 1\n- My reasoning starts with the church.\n" + EV,
                        "- Onion-domed church tower."),
                c("REASONING in capitals", "Round 1\nREASONING CHAIN\n" + EV, "- Onion-domed church tower."),
                c("reasoning wins over conclusion on one line", "Round 1\n- The reasoning leads to a conclusion.\n" + EV,
                        "- Onion-domed church tower."),
                c("the first conclusion line ends the round", "Round 1\n" + EV + "Conclusion: Austria\n- Wooden chalets.\n",
                        "- Wooden chalets everywhere."),
                c("conclusion inside a line ends the round", "Round 1\n- Bollards.\n- So my conclusion is Austria.\n" + EV,
                        "- Bollards everywhere."),
                c("CONCLUSIONS in capitals", "Round 1\n" + EV + "CONCLUSIONS\nAustria, Tyrol region\n", "- Tyrol region."),
                c("Round inside a sentence splits", "Round 1\n- I saw a Round 2 sign on the pole.\n" + EV,
                        "- Round sign on the pole.", "- Onion-domed church tower."),
                c("Round 50 km/h splits", "Round 1\n- Round 50 km/h speed limit signs.\n" + EV,
                        "- Speed limit signs.", "- km/h speed limit signs."),
                c("lower-case round does not split", "Round 1\n- round 2 of the search: red soil.\n", "- Red soil."),
                c("two spaces do not split", "Round 1\n- Round  2 with two spaces here.\n", "- Two spaces here."),
                c("Round 2nd does not split", "Round 1\n- Round 2nd place sign, Round 12a too.\n", "- Second place."),
                c("no word boundary, no split", "Round 1\n- xRound 2 and _Round 3 stay.\n", "- Round stays here."),
                c("a colon after the number is a short line", "Round 1:\n" + EV + "Round 2:\n- Red soil along the road.\n",
                        "- Bollards with caps.", "- Red soil along the road."),
                c("text after the number stays", "Round 1 - Kenya\n- Red soil.\nRound 2 - Kenyan highlands\n- Tea fields.\n",
                        "- Kenya.", "Kenyan highlands"),
                c("text before the first round is round 1", "Notes on the photos\nRound 1\n" + EV,
                        "Notes on the photos", "- White bollards with black caps."),
                c("a leading line break is not an empty part", "\nRound 1\n" + EV, "- nothing", "- White bollards."),
                c("a round at the very end is empty", "Round 1\n" + EV + "Round 2", "- Onion-domed.", "- Anything at all."),
                c("Round 1Round 2 splits nowhere", "Round 1Round 2\n" + EV, "- Onion-domed church tower."),
                c("Arabic-Indic digits split", "Round \u0661\n" + EV + "Round \u0662\n- Red soil along the road.\n",
                        "- Bollards here.", "- Red soil along the road."),
                c("only 1., * and - are bullets", "Round 1\n12. Numbered twelve.\n* Starred line.\n- Dashed line.\n",
                        "• Bullet dot line.\n+ Plus bullet line.\n— Em dash line.\n> Quoted line here."),
                c("other bullet marks stay", "Round 1\n– En dash line.\n· Middle dot line.\n‣ Triangle line.\n",
                        "▪ Square bullet line.\n◦ White bullet line.\n1) Paren numbered."),
                c("one mark only", "Round 1\n- - Double dash line.\n** Bold bullet line.\n", "(1) Parenthesised one."),
                c("no space needed after the mark", "Round 1\n-Dash without space.\n*Star without space.\n",
                        "1.Number without space."),
                c("1.5 m loses its 1.", "Round 1\n- 1.5 m tall snow poles.\n", "1.5 m tall snow poles."),
                c("bold text keeps one star", "Round 1\n**Bold label:** yellow plates.\n", "**Yellow plates**"),
                c("### Roads is graded", "Round 1\n### Roads\n- Asphalt road with dashes.\n", "### Roads\n### Signs"),
                c("rules", "Round 1\n---------\n---\n- Evidence line.\n", "----------\n***\n___\n- Evidence."),
                c("no-break space indentation", "Round 1\n\u00a0\u00a0- Indented with no-break spaces.\u00a0\n",
                        "\u00a0- No-break indented candidate.\u3000"),
                c("other Unicode spaces", "Round 1\n\u2003- Em space indent.\n\u202f* Narrow no-break.\n",
                        "\u3000- Ideographic space indent.\n\u1680-\u205fOgham and math space."),
                c("a no-break space after the mark", "Round 1\n-\u00a0\u00a0Mark then no-break spaces.\n",
                        "*\u00a0Star then no-break."),
                c("Windows line endings", "Round 1\r\n- Red soil along the road.\r\nConclusion: Kenya\r\n- More.\r\n",
                        "- Red soil.\r\n- Acacia trees.\r\n"),
                c("old Mac line endings", "Round 1\r- Red soil along the road.\r- Acacia trees.\rRound 2\r- Tea.\r",
                        "- Red soil.\r- Acacia trees.", "- Tea fields."),
                c("Python line boundaries in a candidate", "Round 1\n" + EV,
                        "White bollards\fOnion domes\u001cChurch tower\u001dRed roofs\u001eTall pines\u0085Snow poles"
                                + "\u2028Green meadows\u2029Wooden barns\u000bDirt roads"),
                c("a reference line with a Python boundary is one line for the keyword rules",
                        "Round 1\n- Good evidence line\u2028with reasoning inside.\n- Other evidence\u0085conclusion here.\n"
                                + "- Never graded here.\n", "- Good evidence line."),
                c("unit separator is not a boundary", "Round 1\n- Left\u001fright evidence.\n", "- Left\u001fright."),
                c("five characters or fewer are dropped", "Round 1\n- 12345\n- 123456\n-  abcde \n", "- 12345\n- 123456"),
                c("code points, not UTF-16 units", "Round 1\n- \ud83d\ude00\ud83d\ude00\ud83d\ude00\n- "
                        + "\ud83d\ude00\ud83d\ude00\ud83d\ude00\ud83d\ude00\ud83d\ude00\ud83d\ude00\n", "- Emoji free line."),
                c("the candidate's conclusion lines are graded whole", "Round 1\n" + EV,
                        "- Onion-domed church tower.\nFinal conclusion: Brazil\nConclusion is that this is Scotland.\nConclusion:"),
                c("an inline conclusion swallows nothing in a candidate", "Round 1\n" + EV,
                        "Conclusion: Ghana\n- ok\n- A trotro minibus with a painted slogan.\n- Red laterite soil."),
                c("the candidate's header lines are graded", "Round 1\n" + EV, "Reasoning:\n## Analysis\n- Bollards."),
                c("an empty candidate gives 0/0/0", "Round 1\n" + EV, "- ok\n- hmm\n\n  \n12345"),
                c("a whitespace-only candidate gives 0/0/0", "Round 1\n" + EV, " \n\t\n"),
                c("an empty reference gives 0/0/0", "Round 1\nReasoning: none\n- ok\nConclusion: Peru\n- Peru it is.\n",
                        "- Red soil along the road."),
                c("both empty", "Round 1\n- ok\n", "- hmm"),
                c("reference header words other than reasoning are graded", "Round 1\nEvidence:\nAnalysis\n" + EV,
                        "- Onion-domed church tower."),
                c("five rounds", "Round 1\n- A first round line.\nRound 2\n- A second round line.\nRound 3\n- A third one.\n"
                        + "Round 4\n- A fourth round line.\nRound 5\n- A fifth round line.\n",
                        "- A first round.", "- A second round.", "- A third.", "- Fourth.", "- A fifth round line."));
    }

    @org.junit.jupiter.api.Test
    void thePaperSplitCountsSectionsByPositionAndTheNumberedVariantByHeader() {
        String expert = "Round 2\n- Red soil along the road.\nRound 4\n- Snow poles with red tops.\n";
        assertThat(ChainParser.PAPER_REFERENCE.sections(expert)).extracting(ChainParser.Section::round)
                .containsExactly(1, 2);
        ChainParser numbered = ChainParser.PAPER_REFERENCE.roundsByNumber();
        assertThat(numbered.sections(expert)).extracting(ChainParser.Section::round).containsExactly(2, 4);
        assertThat(numbered.parse(numbered.sections(expert).get(1).text()).statements())
                .containsExactly("Snow poles with red tops.");
        assertThat(numbered.candidateReading()).isSameAs(ChainParser.PAPER_CANDIDATE.roundsByNumber());
        assertThat(ChainParser.DEFAULT.roundsByNumber()).isSameAs(ChainParser.DEFAULT);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void jsonlInputMatchesTheAuthors(Case k) throws Exception {
        ObjectMapper json = new ObjectMapper();
        Path refs = dir.resolve("r.jsonl");
        Path cands = dir.resolve("c.jsonl");
        Files.writeString(refs, json.writeValueAsString(Map.of("id", "x/1", "chain", k.expert())) + "\n");
        Files.writeString(cands, json.writeValueAsString(Map.of("id", "x/1", "model", "m", "chain",
                k.candidates().get(0))) + "\n");
        ReferenceSet set = Datasets.readReferenceSet(refs, 100_000, ConclusionMode.PAPER.referenceParser());
        List<CandidateRecord> cs = Datasets.readCandidateFile(cands, 100_000, ConclusionMode.PAPER.candidateParser())
                .candidates();
        List<String> authorsRounds = Authors.parseReasoningChains(k.expert());
        List<String> refPoints = authorsRounds.isEmpty() ? List.of() : Authors.extractPoints(authorsRounds.get(0));
        check(k, cs.get(0).chain(), set.forId("x/1").get(0).chain(), Authors.extractPoints(k.candidates().get(0)),
                refPoints);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void folderInputMatchesTheAuthors(Case k) throws Exception {
        Path root = dir.resolve("GeoRC");
        Files.createDirectories(root.resolve("ch"));
        Files.writeString(root.resolve("ch/Human_Chain_3.txt"), k.expert());
        List<String> rounds = Authors.parseReasoningChains(k.expert());
        for (int i = 1; i <= rounds.size(); i++) {
            String text = i <= k.candidates().size() ? k.candidates().get(i - 1) : "- A candidate for round " + i + ".";
            Files.writeString(root.resolve("ch/candidate_reasoning_chain_m_" + i + ".txt"), text);
        }
        GeorcDirectory.Dataset d = GeorcDirectory.read(root, GeorcDirectory.Options.builder()
                .referenceParser(ConclusionMode.PAPER.referenceParser()).build());
        Map<String, CandidateRecord> byId = new LinkedHashMap<>();
        d.candidates().forEach(c -> byId.put(c.id(), c));
        assertThat(d.references().ids()).hasSize(rounds.size());
        for (int i = 1; i <= rounds.size(); i++) {
            ReferenceRecord ref = d.references().forId("ch/" + i).get(0);
            String candText = Files.readString(root.resolve("ch/candidate_reasoning_chain_m_" + i + ".txt"));
            check(k, byId.get("ch/" + i).chain(), ref.chain(), Authors.extractPoints(candText),
                    Authors.extractPoints(rounds.get(i - 1)));
        }
    }

    private static void check(Case k, ReasoningChain cand, ReasoningChain ref, List<String> authorsCand,
                              List<String> authorsRef) {
        assertThat(cand.statements()).as(k + ": candidate points").isEqualTo(authorsCand);
        assertThat(ref.statements()).as(k + ": reference points").isEqualTo(authorsRef);
        double[] expected = Authors.score(authorsCand, authorsRef);
        HashJudge judge = new HashJudge();
        try (ChainScorer scorer = ChainScorer.builder().judge(judge).conclusions(ConclusionMode.PAPER).build()) {
            ChainScore s = scorer.score(cand, ref);
            assertThat(s.precision()).as(k + ": P").isEqualTo(expected[0]);
            assertThat(s.recall()).as(k + ": R").isEqualTo(expected[1]);
            double f1 = expected[0] + expected[1] == 0 ? 0 : 2 * expected[0] * expected[1] / (expected[0] + expected[1]);
            assertThat(s.f1()).as(k + ": F1").isCloseTo(f1, org.assertj.core.data.Offset.offset(1e-12));
            assertThat(judge.requests.get()).as(k + ": requests").isEqualTo((int) expected[2]);
            assertThat(s.note().isPresent()).as(k + ": note on an empty side")
                    .isEqualTo(authorsCand.isEmpty() || authorsRef.isEmpty());
        }
    }
}
