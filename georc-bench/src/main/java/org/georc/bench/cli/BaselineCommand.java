package org.georc.bench.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ChainParser;
import org.georc.core.gtpred.CountryGuess;
import org.georc.core.io.CandidateRecord;
import org.georc.core.io.JsonLines;
import org.georc.core.io.ReferenceRecord;
import org.georc.core.io.RunSettings;
import org.georc.core.io.ScoreFiles;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.LanguageModel;
import org.georc.judges.generate.ChainGenerator;
import org.georc.judges.llm.prompt.PromptSource;
import org.georc.judges.llm.prompt.Prompts;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code georc baseline hallucinated|paraphrased|random}: the GeoRC paper's baselines (section 4.2). */
@Command(name = "baseline", header = "Write the paper's baselines: hallucinated, paraphrased, random",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Writes the paper's baseline candidates (section 4.2) as candidate lines {\"id\", \"model\", \"chain\"}:",
            "  hallucinated  an LLM is told the location (city, state, country from the ground truth) and no image,",
            "                and writes a chain as if it saw a photo from there (model \"hallucinated\");",
            "  paraphrased   an LLM restates the reference expert's chain in other words (model \"paraphrased\");",
            "  random        every location gets the hallucinated chain of another location, of a different country",
            "                where one exists (seeded; model \"random-hallucinated\"). A trustworthy judge scores it",
            "                near zero.",
            "The LLM baselines need --endpoint/--model (or --model-dir); they are resumable (re-run with the same",
            "--output), run --threads items at a time, seed each item, and record failures as generation_error",
            "(exit 3; --retry-failed redoes them). random is computed, written whole.",
            "--references is a GeoRC folder (truth from ROOT/locations.csv|jsonl) or a references JSONL."})
final class BaselineCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "KIND", description = "hallucinated, paraphrased or random")
    String kind;

    @Option(names = "--references", required = true, paramLabel = "R.jsonl|DIR",
            description = "a GeoRC folder or reference lines (country and location.city for hallucinated)")
    Path references;

    @Option(names = "--candidates", paramLabel = "C.jsonl",
            description = "random: the chains to draw from (default: the folder's candidate files)")
    Path candidates;

    @Option(names = "--source-model", defaultValue = "hallucinated", paramLabel = "NAME",
            description = "random: the model whose chains are drawn (default hallucinated)")
    String sourceModel;

    @Option(names = "--output", required = true, paramLabel = "B.jsonl",
            description = "baseline candidate lines (LLM baselines append and resume; random is written whole)")
    Path output;

    @Option(names = "--output-model", paramLabel = "NAME",
            description = "the model name of the lines (default hallucinated, paraphrased, random-<source model>)")
    String outputModel;

    @Option(names = "--seed", defaultValue = "13", paramLabel = "N", description = "seed (default 13)")
    long seed;

    @Option(names = "--threads", defaultValue = "4", paramLabel = "N", description = "LLM requests in flight (default 4)")
    int threads;

    @Option(names = "--retries", defaultValue = "2", paramLabel = "N",
            description = "extra attempts after an answer without statements (default 2)")
    int retries;

    @Option(names = "--retry-failed", description = "redo the items whose earlier line records a generation_error")
    boolean retryFailed;

    @Option(names = "--temperature", defaultValue = "0", paramLabel = "T",
            description = "sampling temperature (default 0: greedy; the seed still goes to the server)")
    double temperature;

    @Option(names = "--max-new-tokens", defaultValue = "1024", paramLabel = "N",
            description = "longest answer in tokens (default 1024)")
    int maxNewTokens;

    @Option(names = "--max-chain-chars", defaultValue = "100000", paramLabel = "N",
            description = "refuse chains longer than N characters (default 100000)")
    int maxChainChars;

    @Option(names = "--prompts", paramLabel = "DIR",
            description = "prompt files that replace bundled ones (baseline-hallucinated.user.txt, "
                    + "baseline-paraphrase.user.txt, ...); their SHA-256 goes into every line's settings")
    Path promptsDir;

    @Mixin
    DataOptions data;

    @Mixin
    LlmOptions llm;

    @Override
    public Integer call() {
        OptionChecks.atLeast("--threads", threads, 1);
        OptionChecks.atMost("--threads", threads, OptionChecks.MAX_THREADS);
        OptionChecks.atLeast("--retries", retries, 0);
        OptionChecks.atLeast("--max-new-tokens", maxNewTokens, 1);
        OptionChecks.atLeast("--max-chain-chars", maxChainChars, 1);
        Outputs.refuseInputs(output, "--output", references, candidates);
        PrintWriter err = spec.commandLine().getErr();
        return switch (kind) {
            case "random" -> random(err);
            case "hallucinated", "paraphrased" -> {
                if (candidates != null) {
                    throw new IllegalArgumentException("--candidates belongs to the random baseline");
                }
                PromptSource prompts = promptsDir == null ? Prompts.source() : PromptSource.folder(promptsDir);
                try (Prompts.Scope scope = Prompts.use(prompts)) {
                    yield generated(err, prompts);
                }
            }
            default -> throw new IllegalArgumentException("unknown baseline \"" + kind
                    + "\"; available: hallucinated, paraphrased, random");
        };
    }

    private int generated(PrintWriter err, PromptSource prompts) {
        boolean hallucinated = kind.equals("hallucinated");
        String model = outputModel != null ? outputModel : kind;
        DataOptions.Data d = data.read(references, List.<Path>of(), ChainParser.DEFAULT, maxChainChars, err);
        List<ChainOutput.Job> jobs = new ArrayList<>();
        if (hallucinated) {
            List<String> noCountry = new ArrayList<>();
            for (DataOptions.Place p : d.places()) {
                if (d.all().forId(p.id()).isEmpty()) {
                    continue; // nothing to score it against
                }
                String place = p.describe();
                if (place == null) {
                    noCountry.add(p.id());
                    continue;
                }
                jobs.add(new ChainOutput.Job(p.id(), model, Map.of("place", place), null, Map.of("place", place)));
            }
            if (!noCountry.isEmpty()) {
                err.println("note: " + noCountry.size() + " location(s) have no true country and get no hallucinated "
                        + "chain: " + DataOptions.Lists.sample(noCountry, 8)
                        + (d.isFolder() ? " (add them to ROOT/locations.csv)" : " (give their lines a country)"));
            }
            if (jobs.isEmpty()) {
                throw new InvalidInputException(references + ": no location has a true country; the hallucinated "
                        + "baseline tells the LLM the place" + (d.isFolder() ? " (add ROOT/locations.csv with "
                        + "id,country[,state,city,lat,lon])" : ""));
            }
        } else {
            for (ReferenceRecord r : data.select(d.all(), err).values()) {
                Map<String, String> fields = new LinkedHashMap<>();
                if (r.expert() != null) {
                    fields.put("source_expert", r.expert().toString());
                }
                jobs.add(new ChainOutput.Job(r.id(), model, Map.of("chain", r.chain().toText()), null, fields));
            }
        }
        GenerationOptions options = new GenerationOptions(maxNewTokens, temperature, seed, List.of());
        LanguageModel lm = llm.build("georc baseline " + kind);
        try {
            ChainGenerator gen = hallucinated ? ChainGenerator.hallucinated(lm, options, retries)
                    : ChainGenerator.paraphrased(lm, options, retries);
            Map<String, String> m = new LinkedHashMap<>();
            m.put("baseline", kind);
            m.put("generator", gen.modelId());
            m.put("prompt_version", gen.promptVersion());
            gen.promptSha256().forEach((f, sha) -> m.put("prompt." + f, sha));
            m.put("temperature", Double.toString(temperature));
            m.put("max_new_tokens", Integer.toString(maxNewTokens));
            m.put("seed", Long.toString(seed));
            if (!hallucinated) {
                m.putAll(data.settings());
            }
            m.put("library_version", Versions.library());
            err.println(kind + " baseline: " + jobs.size() + " location(s), " + gen.modelId() + ", " + prompts);
            return ChainOutput.write(jobs, gen, seed, output, RunSettings.of(m), retryFailed, threads, err);
        } finally {
            lm.close();
        }
    }

    private int random(PrintWriter err) {
        DataOptions.Data d = data.read(references, candidates, ChainParser.DEFAULT, maxChainChars, err);
        if (candidates == null && !d.isFolder()) {
            throw new IllegalArgumentException("the random baseline needs --candidates (the hallucinated chains) "
                    + "when --references is a file");
        }
        String model = outputModel != null ? outputModel : "random-" + sourceModel;
        Map<String, String> countries = new LinkedHashMap<>();
        for (DataOptions.Place p : d.places()) {
            if (p.country() != null) {
                countries.put(p.id(), p.country());
            }
        }
        List<CandidateRecord> donors = new ArrayList<>();
        java.util.Set<String> models = new java.util.TreeSet<>();
        for (CandidateRecord c : d.candidates()) {
            models.add(c.model());
            if (c.model().equals(sourceModel)) {
                if (d.all().forId(c.id()).isEmpty() && !countries.containsKey(c.id())) {
                    throw new InvalidInputException(c.source() + ": id \"" + c.id() + "\" is no location of "
                            + references);
                }
                donors.add(c);
            }
        }
        long failedSource = d.failed().stream().filter(f -> f.model().equals(sourceModel)).count();
        if (failedSource > 0) {
            err.println("note: " + failedSource + " location(s) have a failed " + sourceModel + " generation and take "
                    + "no part (re-run that baseline with --retry-failed)");
        }
        if (donors.size() < 2) {
            throw new InvalidInputException("the random baseline needs the " + sourceModel + " chains of at least two "
                    + "locations; found " + donors.size() + (models.isEmpty() ? "" : " (models present: " + models + ")")
                    + ". Write them first: georc baseline hallucinated ...");
        }
        donors.sort(java.util.Comparator.comparing(CandidateRecord::id));
        SplittableRandom random = new SplittableRandom(seed);
        int sameCountry = 0;
        int unknownCountry = 0;
        try (ReplacedFile file = ReplacedFile.of(output, spec.commandLine().getOut())) {
            try (ScoreFiles.Appender out = ScoreFiles.append(file.partial(), 0)) {
                for (CandidateRecord target : donors) {
                    String country = countries.get(target.id());
                    List<CandidateRecord> pool = new ArrayList<>();
                    for (CandidateRecord c : donors) {
                        String other = countries.get(c.id());
                        if (c != target && country != null && other != null && !CountryGuess.sameCountry(country, other)) {
                            pool.add(c);
                        }
                    }
                    boolean fallback = pool.isEmpty();
                    if (fallback) {
                        for (CandidateRecord c : donors) {
                            if (c != target) {
                                pool.add(c);
                            }
                        }
                        if (country == null) {
                            unknownCountry++;
                        } else {
                            sameCountry++;
                        }
                    }
                    CandidateRecord donor = pool.get(random.nextInt(pool.size()));
                    ObjectNode line = JsonLines.object();
                    line.put("id", target.id());
                    line.put("model", model);
                    line.put("chain", donor.chain().toText());
                    line.put("chain_from", donor.id());
                    if (fallback) {
                        line.put("different_country", false);
                    }
                    line.put("baseline", "random");
                    line.put("seed", seed);
                    out.append(line);
                }
            }
            file.commit();
        }
        err.println("wrote " + donors.size() + " random-hallucinated candidate(s) (model \"" + model + "\") to " + output
                + (sameCountry + unknownCountry > 0 ? "; " + (sameCountry + unknownCountry) + " drew from a location that "
                        + "may share the country (" + unknownCountry + " without a known country, " + sameCountry
                        + " with no other country available)" : ""));
        return 0;
    }
}
