package org.georc.bench.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.bench.serve.ScoreServer;
import org.georc.bench.serve.ScoreService;
import org.georc.bench.serve.Serving;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.records.ReferenceRecord;
import org.georc.judges.llm.prompt.PromptSource;
import org.georc.judges.llm.prompt.Prompts;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code georc serve}: scores chains over HTTP with the judge {@code georc score} would use for
 * the same options ({@link JudgeCommand#openJudge}); the server is {@link ScoreServer}.
 */
@Command(name = "serve", header = "Score chains over HTTP: /v1/score, OpenRLHF's /get_reward, /healthz, /metrics",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Loads the judge once and serves it over HTTP (docs/SERVE.md has the contract):",
            "- POST /v1/score {\"pairs\": [{\"candidate\", \"reference\" | \"reference_id\"}]} -> P, R, F1 per pair, in order;",
            "- POST /get_reward: OpenRLHF's remote reward (--reward.remote_url http://HOST:PORT/get_reward; before",
            "  OpenRLHF 0.10: --remote_rm_url);",
            "- GET /healthz and GET /metrics (Prometheus).",
            "Scores are exactly those of `georc score` with the same judge options. Pairs of concurrent",
            "requests are scored together in batches; a full queue answers 429 with Retry-After.",
            "Binds to 127.0.0.1 unless --host says otherwise. SIGTERM (or Ctrl-C) stops accepting requests and",
            "finishes those accepted (exit 0); past --drain-timeout it stops the work, says how many requests",
            "were cut, and exits 1."})
final class ServeCommand extends JudgeCommand {
    @Option(names = "--port", required = true, paramLabel = "N", order = -10,
            description = "port to listen on (0: any free port; the one chosen is printed)")
    int port;

    @Option(names = "--host", defaultValue = "127.0.0.1", paramLabel = "ADDRESS", order = -9,
            description = "address to bind (default 127.0.0.1: this machine only; 0.0.0.0: every interface)")
    String host;

    @Option(names = "--references", paramLabel = "R.jsonl|DIR", order = -8,
            description = "references that requests name by id (reference_id, or a /get_reward label); a file or "
                    + "folder that holds none is refused")
    Path references;

    @Option(names = "--labels", defaultValue = "auto", paramLabel = "ids|texts|auto",
            description = "how /get_reward reads a label: ids (the id of a loaded reference), texts (the reference "
                    + "chain itself) or auto (default: a loaded id, else a chain; a one-word label that names no "
                    + "reference fails its pair, with \"did you mean\" when an id is close)")
    String labels;

    @Option(names = "--reward", defaultValue = "f1", paramLabel = "KIND",
            description = "what /get_reward returns: f1 (default), precision, recall, or f1-flags (F1 minus "
                    + "--flag-penalty x the share of flagged statements)")
    String reward;

    @Option(names = "--failed-reward", defaultValue = "0", paramLabel = "R",
            description = "the reward of a pair the judge could not score (default 0; such pairs are counted in "
                    + "extra_logs.georc_failed)")
    double failedReward;

    @Option(names = "--flag-penalty", defaultValue = "0.5", paramLabel = "W",
            description = "f1-flags: what a chain whose every statement is flagged loses (default 0.5)")
    double flagPenalty;

    @Option(names = "--token-env", paramLabel = "VAR",
            description = "environment variable holding a bearer token every request but /healthz must carry "
                    + "(never logged)")
    String tokenEnv;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--threads", defaultValue = "2", paramLabel = "N",
            description = "batches scored in parallel (default 2)")
    int threads;

    @HelpGroup(GroupedOptions.RUN)
    @Option(names = "--batch", defaultValue = "64", paramLabel = "N",
            description = "most pairs per judge batch, gathered from concurrent requests (default 64)")
    int batch;

    @Option(names = "--max-queue", defaultValue = "8192", paramLabel = "N",
            description = "most pairs accepted and not yet scored; more: 429 with Retry-After (default 8192)")
    int maxQueue;

    @Option(names = "--max-pairs", defaultValue = "4096", paramLabel = "N",
            description = "most pairs (or queries) per request; more: 413 (default 4096, a typical RL rollout batch)")
    int maxPairs;

    @Option(names = "--max-body-bytes", defaultValue = "67108864", paramLabel = "N",
            description = "largest request body; larger: 413 (default 64 MiB)")
    long maxBodyBytes;

    @Option(names = "--max-bytes-in-flight", paramLabel = "N",
            description = "most bytes of request bodies held at once, across requests; past it: 503 with "
                    + "Retry-After (default: an eighth of the JVM's maximum heap, at most 1 GiB)")
    Long maxBytesInFlight;

    @Option(names = "--min-body-rate", defaultValue = "8192", paramLabel = "BYTES_PER_S",
            description = "slowest average upload accepted after a body's first 10 s; slower: 408 and the "
                    + "connection closed (default 8192; 0: no minimum)")
    long minBodyRate;

    @Option(names = "--max-chain-chars", defaultValue = "100000", paramLabel = "N",
            description = "longest chain accepted (default 100000)")
    int maxChainChars;

    @Option(names = "--drain-timeout", defaultValue = "60", paramLabel = "SECONDS",
            description = "on SIGTERM, how long accepted requests may take to finish; past it the waiting pairs are "
                    + "withdrawn, their requests answered 503, and the command exits 1 (default 60)")
    int drainSeconds;

    @Mixin
    DataOptions data;

    @Override
    public Integer call() throws InterruptedException {
        if (listOrCheckJudge()) {
            return 0;
        }
        OptionChecks.atLeast("--threads", threads, 1);
        OptionChecks.atLeast("--batch", batch, 1);
        OptionChecks.atLeast("--max-queue", maxQueue, 1);
        OptionChecks.atLeast("--max-pairs", maxPairs, 1);
        OptionChecks.atLeast("--max-body-bytes", maxBodyBytes, 1024);
        OptionChecks.atLeast("--max-chain-chars", maxChainChars, 1);
        OptionChecks.atLeast("--drain-timeout", drainSeconds, 0);
        OptionChecks.atLeast("--max-bytes-in-flight", maxBytesInFlight, 1024);
        OptionChecks.atLeast("--min-body-rate", minBodyRate, 0);
        ScoreService.Labels labelMode = ScoreService.Labels.fromName(labels);
        if (labelMode == ScoreService.Labels.IDS && references == null) {
            throw new IllegalArgumentException("--labels ids needs --references: every label must be a reference's id");
        }
        pairBudget(defaultPairTimeout());
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--port must be in [0, 65535], got " + port);
        }
        ScoreService.Reward kind = ScoreService.Reward.fromName(reward);
        if (kind == ScoreService.Reward.F1_FLAGS && noFlags) {
            throw new IllegalArgumentException("--reward f1-flags needs the statement flags that --no-flags turns off");
        }
        String token = null;
        if (tokenEnv != null) {
            token = System.getenv(tokenEnv);
            if (token == null || token.isBlank()) {
                throw new ConfigurationException("--token-env " + tokenEnv + ": the variable is not set or empty");
            }
        }
        ConclusionMode mode = conclusionMode();
        Map<String, ReferenceRecord> refs = references == null ? Map.of()
                : data.references(references, mode.referenceParser(), maxChainChars, err());
        if (references != null && refs.isEmpty()) {
            throw new IllegalArgumentException("--references " + references + " holds no reference: requests could "
                    + "name none (give references, or leave --references out to send reference chains as text)");
        }
        var err = err();
        List<Path> roots = new ArrayList<>();
        if (references != null) {
            roots.add(Files.isDirectory(references) ? references : references.toAbsolutePath().getParent());
        }
        roots.addAll(llm.imageRoots);
        try (OpenJudge open = openJudge(threads, mode, promptsDir, settingsOf(refs));
             ScoreService svc = Serving.service(open.engine(), refs, mode.referenceParser(), roots, llm.maxImageBytes)
                     .maxChainChars(maxChainChars).maxPairs(maxPairs).batchSize(batch).workers(threads)
                     .queueCapacity(maxQueue).reward(kind).failedReward(failedReward).flagPenalty(flagPenalty)
                     .labels(labelMode).log(line -> {
                         synchronized (err) {
                             err.println(line);
                             err.flush();
                         }
                     }).build();
             ScoreServer server = ScoreServer.builder(svc).host(host).port(port).token(token)
                     .maxBodyBytes(maxBodyBytes).maxBytesInFlight(maxBytesInFlight == null ? 0 : maxBytesInFlight)
                     .minBodyRate(minBodyRate).drainTimeout(Duration.ofSeconds(drainSeconds)).log(err::println)
                     .start()) {
            if (token == null && !Serving.isLoopback(host)) {
                err.println("warning: georc serve listens on " + host + " without --token-env: anyone who can "
                        + "reach this port can use the judge");
            }
            if (server.maxBytesInFlight() < maxBodyBytes) {
                err.println("warning: the server holds at most " + server.maxBytesInFlight() + " bytes of bodies at "
                        + "once (--max-bytes-in-flight), less than --max-body-bytes " + maxBodyBytes + ": a larger "
                        + "body gets 413 (raise the JVM's heap with -Xmx, or --max-bytes-in-flight)");
            }
            err.println("georc serve: listening on http://" + host + ":" + server.port() + " (judge " + judgeName
                    + ", settings_sha256 " + open.engine().settings().fingerprint() + ", " + refs.size() + " reference(s))");
            err.flush();
            int cut = Serving.untilSignalled(server, m -> {
                synchronized (err) {
                    err.println(m);
                    err.flush();
                }
            });
            return cut > 0 ? GeorcCommand.EXIT_FAILURE : 0;
        } finally {
            llm.report(err());
        }
    }

    /** A server answers within a bounded time: a pair gets 60 s unless --pair-timeout says otherwise. */
    @Override
    double defaultPairTimeout() {
        return 60;
    }

    /**
     * The settings entries of this command: which expert the loaded references are, when they
     * name experts (as {@code georc score} records it, so both give the same settings_sha256).
     */
    private Map<String, String> settingsOf(Map<String, ReferenceRecord> refs) {
        Map<String, String> m = new LinkedHashMap<>();
        if (refs.values().stream().anyMatch(r -> r.expert() != null)) {
            m.putAll(data.settings());
        }
        return m;
    }
}
