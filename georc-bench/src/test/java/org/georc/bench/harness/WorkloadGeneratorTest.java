package org.georc.bench.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.Datasets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The workload generator: deterministic, shaped as asked, and its reuse knob changes what repeats. */
class WorkloadGeneratorTest {
    @TempDir
    Path dir;

    @Test
    void theSameArgumentsWriteTheSameFiles() throws Exception {
        WorkloadGenerator.write(dir.resolve("a"), 5, 3, 0.5, 11);
        WorkloadGenerator.write(dir.resolve("b"), 5, 3, 0.5, 11);
        assertThat(Files.readString(dir.resolve("a/candidates.jsonl")))
                .isEqualTo(Files.readString(dir.resolve("b/candidates.jsonl")));
        assertThat(Files.readString(dir.resolve("a/references.jsonl")))
                .isEqualTo(Files.readString(dir.resolve("b/references.jsonl")));
    }

    @Test
    void writesLocationsTimesModelsPairsWithTheAskedStatementCounts() throws Exception {
        WorkloadGenerator.Stats stats = WorkloadGenerator.write(dir,
                new WorkloadGenerator.Shape(4, 3, 0.0, 0.0, 6, 6, 400, 0, 5));
        assertThat(stats.pairs()).isEqualTo(12);
        assertThat(Datasets.readReferences(dir.resolve("references.jsonl"))).hasSize(4);
        List<CandidateRecord> cands = Datasets.readCandidates(dir.resolve("candidates.jsonl"));
        assertThat(cands).hasSize(12).allSatisfy(c -> assertThat(c.chain().statements()).hasSize(6));
        assertThat(cands).extracting(CandidateRecord::model).containsOnly("model-0", "model-1", "model-2");
    }

    @Test
    void templatesRepeatClausesThatUniqueWorkloadsDoNot() throws Exception {
        WorkloadGenerator.Stats unique = WorkloadGenerator.write(dir.resolve("u"),
                new WorkloadGenerator.Shape(20, 5, 0.0, 0.0, 6, 6, 400, 0, 3));
        WorkloadGenerator.Stats templates = WorkloadGenerator.write(dir.resolve("t"),
                new WorkloadGenerator.Shape(20, 5, 1.0, 0.0, 6, 6, 60, 0, 3));
        double uniqueShare = (double) unique.distinctClauses() / unique.clauseOccurrences();
        double templateShare = (double) templates.distinctClauses() / templates.clauseOccurrences();
        assertThat(uniqueShare).isGreaterThan(0.9);
        assertThat(templateShare).isLessThan(uniqueShare / 2);
    }

    @Test
    void refusesShapesOutsideTheirRanges() {
        assertThatThrownBy(() -> new WorkloadGenerator.Shape(0, 1, 0.5, 0.5, 6, 10, 60, 0.3, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("locations");
        assertThatThrownBy(() -> new WorkloadGenerator.Shape(1, 1, 1.5, 0.5, 6, 10, 60, 0.3, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[0, 1]");
        assertThatThrownBy(() -> new WorkloadGenerator.Shape(1, 1, 0.5, 0.5, 8, 6, 60, 0.3, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("MIN <= MAX");
        assertThatThrownBy(() -> WorkloadGenerator.reuse("often")).isInstanceOf(IllegalArgumentException.class);
    }
}
