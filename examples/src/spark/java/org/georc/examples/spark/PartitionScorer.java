package org.georc.examples.spark;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.StructType;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.score.ChainScore;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.Judges;
import org.georc.judges.rows.ScoreRows;

/**
 * Scores the pairs of one partition: rows {@code (id, model, chain, ref_chain, country)} in,
 * score rows ({@link ScoreSchema}) out, lazily, a batch of pairs at a time.
 *
 * <p>Each batch leases the executor JVM's judge ({@link ExecutorJudges}), scores its pairs with
 * one {@link ChainScorer#scoreAll} call (the encoder embeds all their clauses in a few ONNX
 * Runtime runs) and returns the lease. Parallelism comes from Spark: one task per executor core,
 * all sharing the judge.
 */
final class PartitionScorer implements MapPartitionsFunction<Row, Row> {
    private static final long serialVersionUID = 1L;

    private final JudgeSettings settings;
    private final ScoreOptions options;
    private final StructType schema;

    PartitionScorer(JudgeSettings settings, ScoreOptions options) {
        this.settings = settings;
        this.options = options;
        this.schema = ScoreSchema.of(options.alignments(), options.flags());
    }

    @Override
    public Iterator<Row> call(Iterator<Row> input) {
        return new Iterator<>() {
            private final ArrayDeque<Row> ready = new ArrayDeque<>();

            @Override
            public boolean hasNext() {
                if (ready.isEmpty() && input.hasNext()) {
                    List<Row> batch = new ArrayList<>(options.pairsPerBatch());
                    while (batch.size() < options.pairsPerBatch() && input.hasNext()) {
                        batch.add(input.next());
                    }
                    ready.addAll(score(batch));
                }
                return !ready.isEmpty();
            }

            @Override
            public Row next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return ready.poll();
            }
        };
    }

    /** One parsed pair of the batch. */
    private record Pair(String id, String model, ReasoningChain candidate, ReasoningChain reference, String country) {
    }

    private List<Row> score(List<Row> rows) {
        List<Pair> pairs = new ArrayList<>(rows.size());
        List<JudgeRequest> requests = new ArrayList<>(rows.size());
        for (Row r : rows) {
            String id = r.getString(r.fieldIndex("id"));
            String model = r.getString(r.fieldIndex("model"));
            Pair p = new Pair(id, model, parse(r, "chain", "candidate", id, model),
                    parse(r, "ref_chain", "reference", id, model), r.getString(r.fieldIndex("country")));
            pairs.add(p);
            requests.add(new JudgeRequest(id, p.candidate(), p.reference(), null));
        }
        List<Row> out = new ArrayList<>(rows.size());
        try (var lease = ExecutorJudges.acquire(settings)) {
            ConclusionMode mode = options.includeConclusion() ? ConclusionMode.INCLUDE : ConclusionMode.EXCLUDE;
            ChainScorer scorer = ChainScorer.builder().judge(lease.value().judge()).conclusions(mode).build();
            List<ChainScore> scores = scorer.scoreAll(requests);
            // the library builds the rows exactly as georc score does (same fields, same settings)
            ScoreRows rowBuilder = ScoreRows.builder().alignments(options.alignments())
                    .flagger(options.flags() ? lease.value().flagger() : null)
                    .settings(ScoreRows.settings(scorer.provenance(),
                            Judges.recordedOptions(settings.provider(), settings.options()), lease.value().encoder(),
                            options.flags(), false, java.util.Map.of("conclusions", mode.label(), "reading", mode.reading())))
                    .build();
            for (int i = 0; i < pairs.size(); i++) {
                Pair p = pairs.get(i);
                out.add(ScoreSchema.toRow(rowBuilder.row(p.id(), p.model(), p.candidate(), p.reference(), p.country(),
                        scores.get(i)), schema));
            }
        }
        return out;
    }

    private static ReasoningChain parse(Row r, String column, String side, String id, String model) {
        try {
            return ChainParser.DEFAULT.parse(r.getString(r.fieldIndex(column)));
        } catch (InvalidInputException | IllegalArgumentException e) {
            throw new InvalidInputException(null, 0, column, "id \"" + id + "\", model \"" + model + "\": the "
                    + side + " chain cannot be read: " + e.getMessage(), e);
        }
    }
}
