package org.georc.judges.engine;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.georc.core.ConfigurationException;
import org.georc.core.Redactor;

/**
 * A cheap check, before a long run starts, that an OpenAI-compatible server answers at all: one
 * {@code GET <base>/models} per URL. Any HTTP answer counts (a server that wants a key answers
 * 401, one without the route 404); no answer within the timeout, a refused connection or an
 * unknown host is refused. Nothing is sent but the request line, and no key.
 */
public final class EndpointProbe {
    private EndpointProbe() {
    }

    /**
     * @param urls    the base URLs (such as {@code http://localhost:8000/v1})
     * @param timeout how long each may take to answer
     * @throws ConfigurationException naming the first URL that does not answer, and why
     */
    public static void requireAnswers(List<String> urls, Duration timeout) {
        HttpClient client = HttpClient.newBuilder().connectTimeout(timeout).followRedirects(HttpClient.Redirect.NEVER)
                .build();
        for (String url : urls) {
            String shown = Redactor.text(url); // a ?token= or user:pass@ in the URL is never printed
            URI uri;
            try {
                uri = URI.create(url.endsWith("/") ? url + "models" : url + "/models");
            } catch (IllegalArgumentException e) {
                throw new ConfigurationException("`endpoint` " + shown + " is not a URL: " + Redactor.text(e.getMessage()), e);
            }
            if (uri.getScheme() == null || !(uri.getScheme().equals("http") || uri.getScheme().equals("https"))) {
                throw new ConfigurationException("`endpoint` " + shown + " is not an http(s) URL");
            }
            try {
                client.send(HttpRequest.newBuilder(uri).timeout(timeout).GET().build(),
                        HttpResponse.BodyHandlers.discarding());
            } catch (IOException e) {
                throw new ConfigurationException("`endpoint` " + shown + " does not answer (" + e.getClass().getSimpleName()
                        + (e.getMessage() == null ? "" : ": " + Redactor.text(e.getMessage())) + "); start the server or fix the URL "
                        + "before a run that needs it", e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ConfigurationException("interrupted while checking `endpoint` " + shown, e);
            }
        }
    }
}
