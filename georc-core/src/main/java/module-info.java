/**
 * Reasoning chains and their readings, score results, the judge and model SPIs, ChainScorer,
 * JSONL and GeoRC folder I/O, GTPred records, scorer and summary, and leaderboard tables. No ONNX
 * Runtime, tokenizer or weights: the embedded judges live in {@code org.georc.judges}.
 *
 * <p>Every package is exported (one line each, in name order): a package added to georc-core
 * needs its line here, which {@code ModuleDescriptorTest} checks.
 */
module org.georc.core {
    requires transitive org.georc.metrics;
    requires transitive com.fasterxml.jackson.databind;
    requires org.slf4j;

    exports org.georc.core;
    exports org.georc.core.baseline;
    exports org.georc.core.categories;
    exports org.georc.core.chain;
    exports org.georc.core.folder;
    exports org.georc.core.gtpred;
    exports org.georc.core.inputs;
    exports org.georc.core.json;
    exports org.georc.core.output;
    exports org.georc.core.records;
    exports org.georc.core.report;
    exports org.georc.core.result;
    exports org.georc.core.run;
    exports org.georc.core.scorefile;
    exports org.georc.core.scoring;
    exports org.georc.core.spi;

    // judges registered by name (Judges.create, ChainScorer.byName, --judge)
    uses org.georc.core.spi.JudgeProvider;
    // default models by type, for callers that give none (ScoringEngine, georc score, serve)
    uses org.georc.core.spi.ModelFactory;
}
