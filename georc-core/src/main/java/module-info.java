/**
 * What a user and a judge author need, without a model: reasoning chains and how chain text is
 * read ({@code org.georc.core.chain}), score results ({@code .result}), {@code ChainScorer}
 * ({@code .scoring}), the judge and model SPIs ({@code .spi}), score rows and the settings
 * fingerprint ({@code .scorefile}), GTPred answers, scorer and summary ({@code .gtpred}),
 * leaderboard and GTPred tables ({@code .report}), and the exceptions ({@code org.georc.core}).
 * No ONNX Runtime, tokenizer or weights: the embedded judges live in {@code org.georc.judges}.
 *
 * <p>Only the API is exported ({@code ModuleDescriptorTest} checks the list); the other packages
 * (JSONL and GeoRC folder I/O, the resumable store, scoring runs, ...) are read by the library
 * modules built on this one, never by users.
 */
module org.georc.core {
    requires transitive org.georc.metrics;
    requires transitive com.fasterxml.jackson.databind;
    requires org.slf4j;

    // the API: what a user and a judge author need (ModuleDescriptorTest checks this list)
    exports org.georc.core;
    exports org.georc.core.chain;
    exports org.georc.core.gtpred;
    exports org.georc.core.report;
    exports org.georc.core.result;
    exports org.georc.core.scorefile;
    exports org.georc.core.scoring;
    exports org.georc.core.spi;

    // internal: the library modules built on this one read them, users do not
    exports org.georc.core.baseline to org.georc.judges, org.georc.benchmark;
    exports org.georc.core.categories to org.georc.judges, org.georc.benchmark;
    exports org.georc.core.folder to org.georc.judges, org.georc.benchmark;
    exports org.georc.core.inputs to org.georc.judges, org.georc.benchmark;
    exports org.georc.core.json to org.georc.judges, org.georc.benchmark;
    exports org.georc.core.output to org.georc.judges, org.georc.benchmark;
    exports org.georc.core.pairs to org.georc.judges, org.georc.benchmark;
    exports org.georc.core.place to org.georc.judges, org.georc.benchmark;
    exports org.georc.core.records to org.georc.judges, org.georc.benchmark;
    exports org.georc.core.run to org.georc.judges, org.georc.benchmark;


    // judges registered by name (Judges.create, ChainScorer.byName, --judge)
    uses org.georc.core.spi.JudgeProvider;
    // default models by type, for callers that give none (ScoringEngine, georc score, serve)
    uses org.georc.core.spi.ModelFactory;
}
