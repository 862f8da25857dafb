package org.georc.examples.spark;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.StructType;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.result.ChainScore;
import org.georc.core.pairs.ScoringPair;
import org.georc.core.spi.JudgeRequest;
import org.georc.judges.engine.ScoringEngine;
import org.georc.judges.run.EngineInternals;

/**
 * Scores the pairs of one partition: rows {@code (id, model, chain, ref_chain, country)} in,
 * score rows ({@link ScoreSchema}) out, lazily, a batch of pairs at a time.
 *
 * <p>Each batch leases the executor JVM's judge ({@link ExecutorJudges}) and its library
 * {@link ScoringEngine}, scores its pairs with one {@code scoreAll} call (the encoder embeds all their clauses in a few ONNX
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

    private List<Row> score(List<Row> rows) {
        List<ScoringPair> pairs = new ArrayList<>(rows.size());
        List<JudgeRequest> requests = new ArrayList<>(rows.size());
        for (Row r : rows) {
            String id = r.getString(r.fieldIndex("id"));
            String model = r.getString(r.fieldIndex("model"));
            ReasoningChain reference = parse(r, "ref_chain", "reference", id, model);
            ScoringPair p = new ScoringPair(id, model, parse(r, "chain", "candidate", id, model), List.of(
                    new ReferenceRecord(id, reference, r.getString(r.fieldIndex("country")), null, Map.of(), "row")));
            pairs.add(p);
            requests.add(new JudgeRequest(id, p.candidate(), reference, null));
        }
        List<Row> out = new ArrayList<>(rows.size());
        try (var lease = ExecutorJudges.acquire(settings)) {
            // the library's engine: the scorer, flags, rows and settings exactly as georc score has them
            ScoringEngine engine = lease.value().engine(settings, options);
            List<ChainScore> scores = engine.scorer().scoreAll(requests);
            for (int i = 0; i < pairs.size(); i++) {
                out.add(ScoreSchema.toRow(EngineInternals.rows(engine).row(pairs.get(i), List.of(scores.get(i))), schema));
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
