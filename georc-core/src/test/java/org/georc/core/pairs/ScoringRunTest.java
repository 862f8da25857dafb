package org.georc.core.pairs;

import org.georc.core.run.RowFormat;
import org.georc.core.run.ResumeStore;
import org.georc.core.scoring.ChainScorer;


import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.json.JsonLines;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.metrics.Prf;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScoringRunTest {
    @TempDir
    Path dir;

    /** P = share of candidate statements the reference has word for word, R the other way; "fail" fails. */
    static final class WordForWord implements Judge {
        final AtomicInteger scored = new AtomicInteger();

        @Override
        public String name() {
            return "word-for-word";
        }

        @Override
        public ChainScore score(JudgeRequest r) {
            scored.incrementAndGet();
            Provenance p = Provenance.builder(name()).model("none").build();
            if (r.candidate().statements().stream().anyMatch(s -> s.contains("fail"))) {
                return ChainScore.failure("asked to fail", p);
            }
            List<String> c = r.candidate().statements();
            List<String> ref = r.reference().statements();
            double prec = c.stream().filter(ref::contains).count() / (double) c.size();
            double rec = ref.stream().filter(c::contains).count() / (double) ref.size();
            return ChainScore.of(Prf.of(prec, rec), List.of(), List.of(), p);
        }
    }

    private static final RunSettings SETTINGS = RunSettings.of(Map.of("judge", "word-for-word"));

    private static ReferenceRecord ref(String id, int expert, String... statements) {
        return new ReferenceRecord(id, ReasoningChain.of(statements), "Japan", null, Map.of(), "t", expert);
    }

    private static ScoringPair pair(String id, String model, List<ReferenceRecord> refs, String... statements) {
        return new ScoringPair(id, model, ReasoningChain.of(statements), refs);
    }

    private static ScoringRun.Builder run(WordForWord judge) {
        ChainScorer scorer = ChainScorer.of(judge);
        return ScoringRun.builder().scorer(scorer).settings(SETTINGS).rows((p, scores) -> {
            var line = p.scoreRow(scores, false);
            SETTINGS.writeTo(line);
            return JsonLines.write(line);
        });
    }

    private static List<ScoringPair> pairs() {
        List<ReferenceRecord> two = List.of(ref("a", 1, "Red soil road.", "Left-hand traffic."),
                ref("a", 2, "Red soil road.", "Kanji on signs."));
        List<ScoringPair> out = new ArrayList<>();
        for (String model : List.of("m1", "m2")) {
            out.add(pair("a", model, two, "Red soil road.", "Kanji on signs."));
            out.add(pair("b", model, List.of(ref("b", 3, "Snow poles by the road.")), "Snow poles by the road."));
            out.add(pair("c", model, List.of(ref("c", 3, "Yellow center line.")), "Please fail this one."));
        }
        return out;
    }

    @Test
    void poolsSeveralReferencesByTheirMeansAndWritesOneRowPerPairInOrder() {
        Path out = dir.resolve("s.jsonl");
        ScoringRun.Totals t;
        try (ResumeStore<ScoreRecord> store = ResumeStore.open(out, RowFormat.scores())) {
            t = run(new WordForWord()).threads(3).batch(1).build().run(pairs(), store);
        }
        assertThat(t.written()).isEqualTo(6);
        assertThat(t.failedNow()).isEqualTo(2);
        assertThat(t.finished()).isTrue();
        List<ScoreRecord> rows = ScoreLines.read(out);
        assertThat(rows).extracting(r -> r.id() + "/" + r.model())
                .containsExactly("a/m1", "b/m1", "c/m1", "a/m2", "b/m2", "c/m2");
        ScoreRecord a = rows.get(0);
        // expert 1: P 1/2, R 1/2; expert 2: P 1, R 1 -> P = R = 0.75, F1 from the means
        assertThat(a.precision()).isCloseTo(0.75, within(1e-12));
        assertThat(a.recall()).isCloseTo(0.75, within(1e-12));
        assertThat(a.f1()).isCloseTo(0.75, within(1e-12));
        assertThat(a.extra().get("per_expert")).hasSize(2);
        assertThat(a.extra().get("f1_mean_over_experts").asDouble()).isCloseTo(0.75, within(1e-12));
        assertThat(rows.get(1).extra().get("reference_expert").asInt()).isEqualTo(3);
        assertThat(rows.get(2).isFailure()).isTrue();
    }

    @Test
    void aResumedRunScoresOnlyWhatIsMissingAndRetryFailedRedoesTheFailures() throws Exception {
        Path out = dir.resolve("s.jsonl");
        WordForWord judge = new WordForWord();
        try (ResumeStore<ScoreRecord> store = ResumeStore.open(out, RowFormat.scores())) {
            run(judge).build().run(pairs().subList(0, 4), store);
        }
        String before = Files.readString(out);
        ScoringRun.Totals t;
        try (ResumeStore<ScoreRecord> store = ResumeStore.open(out, RowFormat.scores())) {
            t = run(judge).threads(2).build().run(pairs(), store);
        }
        assertThat(t.todo()).isEqualTo(2);
        assertThat(t.failedBefore()).isEqualTo(1);
        assertThat(Files.readString(out)).startsWith(before);
        assertThat(ScoreLines.read(out)).hasSize(6);
        try (ResumeStore<ScoreRecord> store = ResumeStore.open(out, RowFormat.scores())) {
            t = run(judge).retryFailed(true).build().run(pairs(), store);
        }
        assertThat(t.todo()).isEqualTo(2); // the two failed pairs, again
        assertThat(t.failedBefore()).isZero();
    }

    @Test
    void maxFailuresStopsTheRunAfterTheBatchThatReachesIt() {
        Path out = dir.resolve("s.jsonl");
        ScoringRun.Totals t;
        try (ResumeStore<ScoreRecord> store = ResumeStore.open(out, RowFormat.scores())) {
            t = run(new WordForWord()).batch(1).maxFailures(1).build().run(pairs(), store);
        }
        assertThat(t.finished()).isFalse();
        assertThat(t.written()).isEqualTo(3); // a, b, then c fails
        assertThat(ScoreLines.read(out)).hasSize(3);
    }

    @Test
    void aRunOnTheCallersExecutorCanBeCancelledAndResumedLater() {
        Path out = dir.resolve("s.jsonl");
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            ScoringRun[] first = new ScoringRun[1];
            first[0] = run(new WordForWord()).executor(pool, 2).batch(2).progress(n -> first[0].cancel()).build();
            try (ResumeStore<ScoreRecord> store = ResumeStore.open(out, RowFormat.scores())) {
                ScoringRun.Totals t = first[0].run(pairs(), store);
                assertThat(t.finished()).isFalse();
                assertThat(t.written()).isEqualTo(2);
            }
            try (ResumeStore<ScoreRecord> store = ResumeStore.open(out, RowFormat.scores())) {
                assertThat(run(new WordForWord()).executor(pool, 2).build().run(pairs(), store).written()).isEqualTo(4);
            }
            assertThat(pool.isShutdown()).isFalse();
        } finally {
            pool.shutdownNow();
        }
        assertThat(ScoreLines.read(out)).hasSize(6);
    }

    @Test
    void aStoreWithOtherSettingsIsRefusedBeforeAnythingIsScored() throws Exception {
        Path out = dir.resolve("s.jsonl");
        Files.writeString(out, "{\"id\":\"x\",\"model\":\"m\",\"precision\":1.0,\"recall\":1.0,\"f1\":1.0}\n");
        WordForWord judge = new WordForWord();
        try (ResumeStore<ScoreRecord> store = ResumeStore.open(out, RowFormat.scores())) {
            assertThatThrownBy(() -> run(judge).build().run(pairs(), store)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("no settings record");
        }
        assertThat(judge.scored.get()).isZero();
    }
}
